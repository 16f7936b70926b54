// The five latest news: the lead story large, the next four beside it.
import { useQuery } from '@tanstack/react-query'
import { latestNewsQuery } from '@/api/news'
import { ButtonLink } from '@/blocks/Button'
import { NewsCard, NewsCardSkeleton } from '@/blocks/NewsCard'
import { Section } from '@/blocks/Section'
import { useT } from '@/i18n/LangContext'
import { paths } from '@/routes'
import styles from './LatestNewsSection.module.css'

const LATEST_LIMIT = 5

export function LatestNewsSection() {
  const { t, lang } = useT()
  const latest = useQuery(latestNewsQuery(lang, LATEST_LIMIT))
  if (latest.isError || latest.data?.length === 0) return null
  const [lead, ...rest] = latest.data ?? []

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
      <div className={styles.layout}>
        <div className={styles.lead}>
          {lead ? (
            <NewsCard news={lead} variant="featured" />
          ) : (
            <NewsCardSkeleton variant="featured" />
          )}
        </div>
        <ul role="list" className={styles.list}>
          {latest.data
            ? rest.map((news) => (
                <li key={news.id}>
                  <NewsCard news={news} variant="row" />
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <NewsCardSkeleton variant="row" />
                </li>
              ))}
        </ul>
      </div>
    </Section>
  )
}
