// The documents of the educational and methodological association: plans, reports and minutes,
// ten a page (?page=), newest year first, each opening to its text; the year filter keeps one
// year and returns the list to its first page.
import { faqDocumentsQuery } from '@/api/documents'
import { Accordion } from '@/blocks/Accordion'
import { allOf } from '@/blocks/listQuery'
import { Pagination } from '@/blocks/Pagination'
import { QueryList } from '@/blocks/QueryList'
import { RichText } from '@/blocks/RichText'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { usePageParam } from '@/lib/usePageParam'
import styles from './About.module.css'
import { ListSkeleton } from './ListSkeleton'
import { useYearFilter } from './useYearFilter'
import { YearFilter } from './YearFilter'

export function EmaDocuments() {
  const { t, lang } = useT()
  const [year, value, setValue] = useYearFilter()
  const { page, hrefFor } = usePageParam()
  const documents = useListQuery(faqDocumentsQuery(lang, page, year))
  const meta = documents.data?.meta

  return (
    <div className={`${styles.column} ${styles.stack}`}>
      <YearFilter value={value} onChange={setValue} />
      <div aria-busy={documents.isPlaceholderData || undefined}>
        <QueryList
          query={allOf([documents], (paged) => paged.data)}
          skeleton={<ListSkeleton />}
          empty={t('about.ema.empty')}
        >
          {(list) => (
            <Accordion
              headingLevel={3}
              items={list.map((item, index) => ({
                id: item.id ?? index,
                title: (
                  <span className={styles.datedTitle}>
                    {item.year ? <span className={styles.yearTag}>{item.year}</span> : null}
                    <span>{item.title}</span>
                  </span>
                ),
                content: <RichText html={item.desc} />,
              }))}
            />
          )}
        </QueryList>
        <Pagination meta={meta} hrefFor={hrefFor} keepScroll />
      </div>
    </div>
  )
}
