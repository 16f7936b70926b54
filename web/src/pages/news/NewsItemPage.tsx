// /news/:slug: one news item (title, date, school, picture, body), its blocks (galleries, quotes,
// links) and the latest news beside it. An unknown slug sends the visitor to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { latestNewsQuery, newsBlocksQuery, newsItemQuery } from '@/api/news'
import { blocksInOrder, pageQuery } from '@/api/pages'
import { Banner } from '@/blocks/Banner'
import { BlockList } from '@/blocks/BlockRenderer'
import { ButtonLink } from '@/blocks/Button'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { allOf } from '@/blocks/listQuery'
import { NewsCard, NewsCardSkeleton } from '@/blocks/NewsCard'
import { QueryList } from '@/blocks/QueryList'
import { RichText } from '@/blocks/RichText'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import { usePageMeta } from '@/lib/usePageMeta'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths } from '@/routes'
import styles from './NewsItemPage.module.css'

/** The spec's four latest news beside an item; one more is asked for so that leaving out the
 * item itself still leaves four. */
const LATEST_SHOWN = 4

export function NewsItemPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const item = useRequiredQuery(newsItemQuery(lang, slug))
  const newsPage = useQuery(pageQuery(lang, 'news'))
  const news = item.data
  const blocks = useListQuery({ ...newsBlocksQuery(lang, news?.id ?? 0), enabled: Boolean(news) })
  const latest = useListQuery(latestNewsQuery(lang, LATEST_SHOWN + 1))
  const others = allOf([latest], (list) =>
    list.filter((other) => other.slug !== slug).slice(0, LATEST_SHOWN),
  )

  usePageMeta(
    news && {
      title: news.seo.title || news.title,
      description: news.seo.description || news.excerpt,
    },
  )

  return (
    <>
      <Banner
        title={news?.title}
        image={newsPage.data?.banner}
        long
        crumbs={[
          { label: t('nav.home'), to: paths.home },
          { label: newsPage.data?.title ?? t('nav.news'), to: paths.news },
          { label: news?.title ?? '…' },
        ]}
      >
        {news ? (
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <Icon name="calendar" size={16} />
              <span className="visually-hidden">{t('news.published')}: </span>
              <time dateTime={isoDate(news.published_at)}>
                {formatDate(news.published_at, lang)}
              </time>
            </span>
            {news.school ? (
              <span className={styles.school}>
                <span className="visually-hidden">{t('news.school')}: </span>
                {news.school.title}
              </span>
            ) : null}
          </p>
        ) : (
          <Skeleton width={200} height={16} style={{ opacity: 0.25 }} />
        )}
      </Banner>

      <div className={`container ${styles.layout}`}>
        <article className={styles.article} aria-label={news?.title}>
          {news ? (
            <>
              {news.excerpt ? <p className={styles.lead}>{news.excerpt}</p> : null}
              <figure className={styles.figure}>
                <Img
                  src={news.image}
                  alt={news.image_alt || news.title}
                  width={1200}
                  height={750}
                  priority
                />
              </figure>
              <RichText html={news.body} size="lg" />
              {/* The blocks follow the body, which stands alone until they come. */}
              <QueryList query={allOf([blocks], blocksInOrder)} skeleton={null}>
                {(ordered) => (
                  <div className={styles.blocks}>
                    <BlockList blocks={ordered} quotes />
                  </div>
                )}
              </QueryList>
            </>
          ) : (
            <div aria-busy="true" className={styles.loading}>
              <SkeletonText lines={2} />
              <Skeleton height="auto" style={{ aspectRatio: '8 / 5' }} radius={12} />
              <SkeletonText lines={6} />
            </div>
          )}
        </article>

        <aside className={styles.aside} aria-labelledby="more-news-title">
          <h2 id="more-news-title" className={styles.asideTitle}>
            {t('news.moreNews')}
          </h2>
          <QueryList
            query={others}
            skeleton={
              <ul role="list" className={styles.asideList} aria-busy="true">
                {[0, 1, 2, 3].map((i) => (
                  <li key={i}>
                    <NewsCardSkeleton variant="row" />
                  </li>
                ))}
              </ul>
            }
          >
            {(list) => (
              <ul role="list" className={styles.asideList}>
                {list.map((other) => (
                  <li key={other.id}>
                    <NewsCard news={other} variant="row" />
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
          <ButtonLink href={paths.news} variant="outline" className={styles.allNews}>
            {t('common.allNews')}
          </ButtonLink>
        </aside>
      </div>
    </>
  )
}
