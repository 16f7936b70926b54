import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { BlockMap, FilterOption, NewsCard, NewsDetail, NewsPage } from './types'

export interface NewsListParams {
  page?: number
  limit?: number
  search?: string
  school?: number
  year?: number
  month?: number
}

export const latestNewsQuery = (lang: Lang, limit: number) =>
  queryOptions({
    queryKey: ['news', 'latest', limit, lang],
    queryFn: ({ signal }) => apiGet<NewsCard[]>('/latest-news', lang, { limit }, signal),
  })

export const newsListQuery = (lang: Lang, params: NewsListParams) =>
  queryOptions({
    queryKey: ['news', 'list', params, lang],
    queryFn: ({ signal }) => apiGet<NewsPage>('/news', lang, { ...params }, signal),
  })

export const newsItemQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['news', 'item', slug, lang],
    queryFn: ({ signal }) =>
      apiGet<NewsDetail>(`/news/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

export const newsBlocksQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['news', 'blocks', id, lang],
    queryFn: ({ signal }) => apiGet<BlockMap>(`/news/blocks/${id}`, lang, {}, signal),
  })

export type NewsFilter = 'school' | 'year' | 'month'

export const newsFilterQuery = (lang: Lang, filter: NewsFilter, year?: number) =>
  queryOptions({
    queryKey: ['news', 'filters', filter, filter === 'month' ? (year ?? null) : null, lang],
    queryFn: ({ signal }) =>
      apiGet<FilterOption[]>(
        `/news-filters/${filter}`,
        lang,
        filter === 'month' ? { year } : {},
        signal,
      ),
    staleTime: 30 * 60_000,
  })
