import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { Book } from './types'

export const booksQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['books', lang],
    queryFn: ({ signal }) => apiGet<Book[]>('/books', lang, {}, signal),
  })
