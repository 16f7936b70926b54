import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { HandbookItem } from './types'

/** The lookups the forms and lists choose from (items {id, title, parent}). */
export type HandbookName =
  | 'root-issues'
  | 'recipient-methods'
  | 'departments'
  | 'reference-types'
  | 'languages'
  | 'direction'
  | 'service'
  | 'webinar-topics'
  | 'volunteer-groups'
  | 'employee-groups'
  | 'year-procedure'

export const handbookQuery = (lang: Lang, name: HandbookName) =>
  queryOptions({
    queryKey: ['handbooks', name, lang],
    queryFn: ({ signal }) => apiGet<HandbookItem[]>(`/handbooks/${name}`, lang, {}, signal),
    staleTime: 30 * 60_000,
  })
