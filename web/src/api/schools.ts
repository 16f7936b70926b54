import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { School } from './types'

export const schoolsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['schools', lang],
    queryFn: ({ signal }) => apiGet<School[]>('/schools', lang, {}, signal),
    staleTime: 30 * 60_000,
  })
