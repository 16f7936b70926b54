import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { Program } from './types'

/** The programmes of one school, in the order the staff set. */
export const schoolProgramsQuery = (lang: Lang, school: number) =>
  queryOptions({
    queryKey: ['school-programs', school, lang],
    queryFn: ({ signal }) => apiGet<Program[]>('/school-programs', lang, { school }, signal),
    staleTime: 30 * 60_000,
  })
