// The welcome page's slider of the five latest news (spec: the first 5 news).
import { useId } from 'react'
import { latestNewsQuery } from '@/api/news'
import { ButtonLink } from '@/blocks/Button'
import { NewsCard, NewsCardSkeleton } from '@/blocks/NewsCard'
import { Kicker } from '@/blocks/Section'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'
import styles from './About.module.css'

const LATEST_LIMIT = 5

export function WelcomeNews() {
  const { t, lang } = useT()
  const latest = useListQuery(latestNewsQuery(lang, LATEST_LIMIT))
  const titleId = useId()
  if (latest.isError || latest.data?.length === 0) return null

  return (
    <section className={styles.people} aria-labelledby={titleId}>
      <div className={styles.headRow}>
        <div className={styles.groupHead}>
          <Kicker>{t('about.welcome.newsKicker')}</Kicker>
          <h2 id={titleId} className={styles.groupTitle}>
            {t('about.welcome.newsTitle')}
          </h2>
        </div>
        <ButtonLink href={paths.news} variant="outline">
          {t('common.allNews')}
        </ButtonLink>
      </div>
      {latest.data ? (
        <Slider label={t('about.welcome.newsTitle')} perView={{ base: 1.1, md: 2, lg: 3 }}>
          {latest.data.map((news) => (
            <NewsCard key={news.id} news={news} />
          ))}
        </Slider>
      ) : (
        <div className={styles.newsSkeleton} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  )
}
