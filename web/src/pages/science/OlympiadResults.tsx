// Students' olympiad and competition results, grouped by year, the newest first.
import { olympiadResultsQuery } from '@/api/science'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import skeleton from '@/blocks/Skeleton.module.css'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Science.module.css'
import { groupByYear } from './years'

export function OlympiadResults() {
  const { t, lang } = useT()
  const results = useListQuery(olympiadResultsQuery(lang))
  if (results.data?.length === 0) return null
  return (
    <ListSection kicker={t('science.olympiad.kicker')} title={t('science.olympiad.title')}>
      <QueryList
        query={results}
        skeleton={
          <div className={styles.results} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className={`${skeleton.skeleton} ${styles.resultSkeleton}`} />
            ))}
          </div>
        }
      >
        {(list) => (
          <div className={styles.years}>
            {groupByYear(list).map(({ year, records }) => (
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
        )}
      </QueryList>
    </ListSection>
  )
}
