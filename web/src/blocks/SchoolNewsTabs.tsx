// News in tabs: "University news" (all news) first, then one tab per school. Used on the home page
// and the news landing page; each tab loads its own list when first opened. Without the schools'
// list the university's news still show, with a Retry for the schools' tabs beside them.
import { useQuery } from '@tanstack/react-query'
import { newsListQuery } from '@/api/news'
import { schoolsQuery } from '@/api/schools'
import type { NewsCard as NewsCardData } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { allOf } from './listQuery'
import { NewsGrid } from './NewsCard'
import { ListError, QueryList } from './QueryList'
import { Tabs, TabsSkeleton, type TabItem } from './Tabs'
import styles from './SchoolNewsTabs.module.css'

export function SchoolNewsTabs({
  limit,
  label,
  columns = 3,
}: {
  limit: number
  /** Names the tab list. */
  label: string
  columns?: 3 | 4
}) {
  const { t, lang } = useT()
  const schools = useQuery(schoolsQuery(lang))

  if (schools.isPending) {
    return (
      <div aria-busy="true">
        <TabsSkeleton />
        <NewsGrid news={undefined} loading count={Math.min(limit, 6)} columns={columns} />
      </div>
    )
  }

  const tabs: TabItem[] = [
    {
      id: 'all',
      label: t('news.universityNews'),
      render: () => <SchoolNews limit={limit} columns={columns} />,
    },
    ...(schools.data ?? []).map((school) => ({
      id: String(school.id),
      label: school.short_title || school.title,
      render: () => <SchoolNews school={school.id} limit={limit} columns={columns} />,
    })),
  ]

  return (
    <>
      <Tabs label={label} tabs={tabs} />
      {schools.isError ? (
        <div className={styles.tabsError}>
          <ListError
            message={t('news.schoolTabsError')}
            retrying={schools.isFetching}
            onRetry={() => void schools.refetch()}
          />
        </div>
      ) : null}
    </>
  )
}

function SchoolNews({
  school,
  limit,
  columns,
}: {
  school?: number
  limit: number
  columns: 3 | 4
}) {
  const { t, lang } = useT()
  const news = useQuery(newsListQuery(lang, { limit, school }))
  const grid = (list: NewsCardData[] | undefined) => (
    <NewsGrid news={list} count={Math.min(limit, 6)} columns={columns} />
  )
  return (
    <QueryList
      query={allOf([news], (page) => page.data)}
      skeleton={grid(undefined)}
      empty={t('news.empty')}
    >
      {grid}
    </QueryList>
  )
}
