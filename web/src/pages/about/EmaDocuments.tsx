// The documents of the educational and methodological association: plans, reports and minutes,
// ten a page (?page=), newest year first, each opening to its text; the year filter keeps one
// year and returns the list to its first page.
import { faqDocumentsQuery } from '@/api/documents'
import { Accordion } from '@/blocks/Accordion'
import { usePageParam } from '@/lib/usePageParam'
import { Pagination } from '@/blocks/Pagination'
import { RichText } from '@/blocks/RichText'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './About.module.css'
import { ListSkeleton } from './ListSkeleton'
import { useYearFilter } from './useYearFilter'
import { YearFilter } from './YearFilter'

export function EmaDocuments() {
  const { t, lang } = useT()
  const [year, value, setValue] = useYearFilter()
  const { page, hrefFor } = usePageParam()
  const documents = useListQuery(faqDocumentsQuery(lang, page, year))
  if (documents.isError) return null
  const list = documents.data

  return (
    <div className={`${styles.column} ${styles.stack}`}>
      <YearFilter value={value} onChange={setValue} />
      <div aria-busy={!list || documents.isPlaceholderData ? true : undefined}>
        {!list ? (
          <ListSkeleton />
        ) : list.data.length === 0 ? (
          <p className={styles.empty}>{t('about.ema.empty')}</p>
        ) : (
          <Accordion
            headingLevel={3}
            items={list.data.map((item, index) => ({
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
        {list ? (
          <Pagination
            current={list.meta.current_page}
            last={list.meta.last_page}
            hrefFor={hrefFor}
            keepScroll
          />
        ) : null}
      </div>
    </div>
  )
}
