// The search page keeps its query in the URL (?query=) so a search can be shared, survives a reload
// and the back button returns to it. These pure functions read and write it and group the answer
// by type.
import type { SearchResult } from '@/api/types'
import { pageParam } from '@/pageParams'

/** The types the server returns, each with a group title in the i18n tables. */
export const RESULT_TYPES = [
  'news',
  'page',
  'program',
  'employee',
  'grant',
  'project',
  'document',
] as const
export type GroupKey = (typeof RESULT_TYPES)[number] | 'other'

export interface ResultGroup {
  key: GroupKey
  results: SearchResult[]
}

/** The trimmed query of a query string; missing or blank is "". */
export function parseSearchQuery(params: URLSearchParams): string {
  return (pageParam(params, 'query') ?? '').trim().replace(/\s+/g, ' ')
}

/** The query string (with "?") for a query; an empty query is the bare page. */
export function searchHref(query: string): string {
  const clean = query.trim().replace(/\s+/g, ' ')
  return clean ? `?${new URLSearchParams({ query: clean })}` : '?'
}

function groupKey(type: string): GroupKey {
  return RESULT_TYPES.find((known) => known === type) ?? 'other'
}

/**
 * Groups results by type, keeping the server's ranking: groups come in the order of their best
 * result, results keep their order within a group. Unknown types go together under "other".
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<GroupKey, SearchResult[]>()
  for (const result of results) {
    const key = groupKey(result.type)
    const list = groups.get(key)
    if (list) list.push(result)
    else groups.set(key, [result])
  }
  return [...groups].map(([key, list]) => ({ key, results: list }))
}
