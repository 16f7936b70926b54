// Tabs whose selection lives in the query string (?events=past, ?topic=52), so a reload, a shared
// link and the Back button keep the chosen tab. The first tab is the default and has no parameter.
// Switching replaces the history entry: arrow keys move through the tabs without filling history.
import { useSearchParams } from 'react-router'
import { Tabs, type TabItem } from './Tabs'
import { KEEP_SCROLL } from '@/lib/keepScroll'
import { useSearchUpdate } from '@/lib/useSearchUpdate'
import { pageParam, type PageParam } from '@/pageParams'

export function UrlTabs({
  param,
  label,
  tabs,
  className,
}: {
  /** The query-string parameter that holds the selected tab's id. */
  param: PageParam
  label: string
  tabs: TabItem[]
  className?: string
}) {
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const wanted = pageParam(params, param)
  const selected = tabs.find((tab) => tab.id === wanted) ?? tabs[0]

  function onSelect(id: string) {
    updateSearch(
      (next) => {
        if (id === tabs[0]?.id) next.delete(param)
        else next.set(param, id)
      },
      { replace: true, state: KEEP_SCROLL },
    )
  }

  return (
    <Tabs
      label={label}
      tabs={tabs}
      selectedId={selected?.id}
      onSelect={onSelect}
      className={className}
    />
  )
}
