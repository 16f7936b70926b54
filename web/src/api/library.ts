import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { Book } from './types'

export type Webinar = components['schemas']['Webinar']

export const booksQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['books', lang],
    queryFn: ({ signal }) => apiGet<Book[]>('/books', lang, {}, signal),
  })

/** The library's webinars, each with its topic (a webinar-topics handbook item). */
export const webinarsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['webinars', lang],
    queryFn: ({ signal }) => apiGet<Webinar[]>('/webinars', lang, {}, signal),
  })
