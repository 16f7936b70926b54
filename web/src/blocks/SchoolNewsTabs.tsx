// News in tabs: "University news" (all news) first, then one tab per school. Used on the home page
// and the news landing page; each tab loads its own list when first opened.
import { useQuery } from '@tanstack/react-query'
import { newsListQuery } from '@/api/news'
import { schoolsQuery } from '@/api/schools'
import { useT } from '@/i18n/LangContext'
import { NewsGrid } from './NewsCard'
import { Skeleton } from './Skeleton'
import { Tabs, type TabItem } from './Tabs'
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
        <div className={styles.tabsSkeleton}>
          {[160, 120, 140, 110].map((w, i) => (
            <Skeleton key={i} width={w} height={42} radius={999} />
          ))}
        </div>
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

  return <Tabs label={label} tabs={tabs} />
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
  if (news.isError) return <p className={styles.message}>{t('common.error')}</p>
  if (news.data && news.data.data.length === 0) {
    return <p className={styles.message}>{t('news.empty')}</p>
  }
  return (
    <NewsGrid
      news={news.data?.data}
      loading={news.isPending}
      count={Math.min(limit, 6)}
      columns={columns}
    />
  )
}
