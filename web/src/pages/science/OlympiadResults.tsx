// Students' olympiad and competition results, grouped by year, the newest first.
import { olympiadResultsQuery } from '@/api/science'
import { Skeleton } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'
import { groupByYear } from './years'

export function OlympiadResults() {
  const { t, lang } = useT()
  const results = useListQuery(olympiadResultsQuery(lang))
  if (results.isError || results.data?.length === 0) return null
  return (
    <ListSection
      kicker={t('science.olympiad.kicker')}
      title={t('science.olympiad.title')}
      busy={results.isPending}
    >
      {results.data ? (
        <div className={styles.years}>
          {groupByYear(results.data).map(({ year, records }) => (
            <section key={year} className={styles.yearGroup} aria-labelledby={`olympiad-${year}`}>
              <h3 id={`olympiad-${year}`} className={styles.yearTitle}>
                {year}
              </h3>
              <ul role="list" className={styles.results}>
                {records.map((result) => (
                  <li key={result.id} className={styles.result}>
                    <p className={styles.place}>
                      <span className="visually-hidden">{t('science.olympiad.place')}: </span>
                      {result.place}
                    </p>
                    <div>
                      <p className={styles.resultTitle}>{result.title}</p>
                      <p className={styles.rowSub}>{result.student}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div className={styles.results} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius={12} />
          ))}
        </div>
      )}
    </ListSection>
  )
}
