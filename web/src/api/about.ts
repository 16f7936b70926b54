// The calls only the pages about the university make: the history timeline, and the lists of
// pages with slugs that the development sitemap links to.
import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'

/** A year of the university's history: title, text and an optional picture. */
export type TimelineItem = components['schemas']['TimelineItem']

export const historyTimelineQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['history-timelines', lang],
    queryFn: ({ signal }) => apiGet<TimelineItem[]>('/history-timelines', lang, {}, signal),
  })

/** What the sitemap needs of any list record that has a page of its own. */
export interface SitemapRecord {
  id: number
  slug?: string
  title: string
}

/** A list call whose records have pages (/grants, /sdgs, /projects/{slug}/activities, ...). */
export const sitemapListQuery = (lang: Lang, path: string) =>
  queryOptions({
    queryKey: ['sitemap', path, lang],
    queryFn: ({ signal }) => apiGet<SitemapRecord[]>(path, lang, {}, signal),
    staleTime: 5 * 60_000,
  })
