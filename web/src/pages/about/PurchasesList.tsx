// The university's purchases (notices, plans and results), grouped by year, newest first, each
// opening to its details; the year filter keeps one year.
import { purchasesQuery } from '@/api/documents'
import { Accordion } from '@/blocks/Accordion'
import { QueryList } from '@/blocks/QueryList'
import { RichText } from '@/blocks/RichText'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './About.module.css'
import { byYear } from './byYear'
import { ListSkeleton } from './ListSkeleton'
import { useYearFilter } from './useYearFilter'
import { YearFilter } from './YearFilter'

export function PurchasesList() {
  const { t, lang } = useT()
  const [year, value, setValue] = useYearFilter()
  const purchases = useListQuery(purchasesQuery(lang, year))

  return (
    <div className={`${styles.column} ${styles.stack}`}>
      <YearFilter value={value} onChange={setValue} />
      <div aria-busy={purchases.isPlaceholderData || undefined}>
        <QueryList query={purchases} skeleton={<ListSkeleton />} empty={t('about.purchases.empty')}>
          {(list) => (
            <div className={styles.stack}>
              {byYear(list).map((group) => (
                <section key={group.year ?? 'undated'} className={styles.yearGroup}>
                  {group.year ? <h3 className={styles.yearTitle}>{group.year}</h3> : null}
                  <Accordion
                    headingLevel={group.year ? 4 : 3}
                    items={group.items.map((item, index) => ({
                      id: item.id ?? `${group.year}-${index}`,
                      title: item.title,
                      content: <RichText html={item.desc} />,
                    }))}
                  />
                </section>
              ))}
            </div>
          )}
        </QueryList>
      </div>
    </div>
  )
}
