// /news: the page's banner, the latest news in a slider, news by school in tabs (20 each) and a
// way into the catalogue.
import { latestNewsQuery } from '@/api/news'
import { pageQuery } from '@/api/pages'
import { Banner } from '@/blocks/Banner'
import { ButtonLink } from '@/blocks/Button'
import { NewsCard, NewsCardSkeleton } from '@/blocks/NewsCard'
import { QueryList } from '@/blocks/QueryList'
import { SchoolNewsTabs } from '@/blocks/SchoolNewsTabs'
import { Section } from '@/blocks/Section'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { usePageMeta } from '@/lib/usePageMeta'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths } from '@/routes'
import styles from './NewsLandingPage.module.css'

const LATEST_LIMIT = 5
const PER_TAB = 20

export function NewsLandingPage() {
  const { t, lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, 'news'))
  const latest = useListQuery(latestNewsQuery(lang, LATEST_LIMIT))
  usePageMeta(
    page.data && {
      title: page.data.seo.title || page.data.title,
      description: page.data.seo.description,
    },
  )

  return (
    <>
      <Banner
        title={page.data?.title}
        image={page.data?.banner}
        crumbs={[
          { label: t('nav.home'), to: paths.home },
          { label: page.data?.title ?? t('nav.news') },
        ]}
      />

      <Section title={t('news.latest')}>
        <QueryList
          query={latest}
          empty={t('news.empty')}
          skeleton={
            <div className={styles.skeletonRow} aria-busy="true">
              {[0, 1, 2].map((i) => (
                <NewsCardSkeleton key={i} />
              ))}
            </div>
          }
        >
          {(list) => (
            <Slider label={t('news.latest')} perView={{ base: 1.08, md: 2, lg: 3 }}>
              {list.map((news, index) => (
                <NewsCard key={news.id} news={news} priority={index === 0} />
              ))}
            </Slider>
          )}
        </QueryList>
      </Section>

      <Section
        title={t('news.bySchool')}
        tone="tinted"
        action={
          <ButtonLink href={paths.newsCatalog} variant="outline">
            {t('nav.newsCatalog')}
          </ButtonLink>
        }
      >
        <SchoolNewsTabs limit={PER_TAB} label={t('news.bySchool')} />
      </Section>

      <section className={styles.cta} aria-labelledby="news-catalog-cta">
        <div className={`container ${styles.ctaInner}`}>
          <div>
            <h2 id="news-catalog-cta" className={styles.ctaTitle}>
              {t('nav.newsCatalog')}
            </h2>
            <p className={styles.ctaText}>{t('news.toCatalogText')}</p>
          </div>
          <ButtonLink href={paths.newsCatalog} variant="gold">
            {t('news.toCatalog')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
