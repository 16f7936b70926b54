// Dual and double-degree programmes with partner universities: the short cards of the home page,
// the full list with degree, duration and languages, and a programme page's blocks.
import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { BlockMap, DualProgram } from './types'

export type DualProgramDetail = components['schemas']['DualProgramDetail']

export const dualProgramsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['dual-programs', lang],
    queryFn: ({ signal }) => apiGet<DualProgram[]>('/dual-programs', lang, {}, signal),
  })

/** Every programme with its details; a programme's own page finds itself here by slug. */
export const dualProgramsListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['dual-programs-list', lang],
    queryFn: ({ signal }) => apiGet<DualProgramDetail[]>('/dual-programs-list', lang, {}, signal),
    staleTime: 30 * 60_000,
  })

/** A dual programme page's blocks, by the programme's id. */
export const dualProgramBlocksQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['pages', 'dual-program', 'blocks', id, lang],
    queryFn: ({ signal }) => apiGet<BlockMap>(`/pages/dual-program/blocks/${id}`, lang, {}, signal),
  })
