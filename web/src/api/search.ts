import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { SearchResult } from './types'

/** The site search in one language; the server answers an empty query with no results. */
export const searchQuery = (lang: Lang, query: string) =>
  queryOptions({
    queryKey: ['search', query, lang],
    queryFn: ({ signal }) => apiGet<SearchResult[]>('/search/index', lang, { query }, signal),
    staleTime: 5 * 60_000,
  })
