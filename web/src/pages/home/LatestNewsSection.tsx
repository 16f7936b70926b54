// The five latest news: the lead story large, the next four beside it.
import { useQuery } from '@tanstack/react-query'
import { latestNewsQuery } from '@/api/news'
import { ButtonLink } from '@/blocks/Button'
import { NewsCard, NewsCardSkeleton } from '@/blocks/NewsCard'
import { QueryList } from '@/blocks/QueryList'
import { Section } from '@/blocks/Section'
import { useT } from '@/i18n/LangContext'
import { paths } from '@/routes'
import styles from './LatestNewsSection.module.css'

const LATEST_LIMIT = 5

export function LatestNewsSection() {
  const { t, lang } = useT()
  const latest = useQuery(latestNewsQuery(lang, LATEST_LIMIT))
  if (latest.data?.length === 0) return null

  return (
    <Section
      kicker={t('home.latestKicker')}
      title={t('home.latestTitle')}
      action={
        <ButtonLink href={paths.news} variant="outline">
          {t('common.allNews')}
        </ButtonLink>
      }
    >
      <QueryList query={latest} skeleton={<LatestSkeleton />}>
        {([lead, ...rest]) => (
          <div className={styles.layout}>
            <div className={styles.lead}>
              {lead ? <NewsCard news={lead} variant="featured" /> : null}
            </div>
            <ul role="list" className={styles.list}>
              {rest.map((news) => (
                <li key={news.id}>
                  <NewsCard news={news} variant="row" />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryList>
    </Section>
  )
}

function LatestSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.lead}>
        <NewsCardSkeleton variant="featured" />
      </div>
      <ul role="list" className={styles.list}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <NewsCardSkeleton variant="row" />
          </li>
        ))}
      </ul>
    </div>
  )
}
