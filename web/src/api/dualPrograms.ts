import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { DualProgram } from './types'

export const dualProgramsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['dual-programs', lang],
    queryFn: ({ signal }) => apiGet<DualProgram[]>('/dual-programs', lang, {}, signal),
  })
