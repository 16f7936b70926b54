// The school programmes: a school's list (the school application form), the filterable list of an
// education level, one programme and its blocks, and the values each filter offers.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { BlockMap, Program, ProgramCard } from './types'

/** A value of a programme filter (a language, a period, ...) as the programme and filter carry it. */
export type FilterValue = components['schemas']['FilterValue']

export type EducationLevel = 'bachelor' | 'master' | 'doctoral'
export type ProgramFilter = 'school' | 'language' | 'period' | 'subject' | 'form'
export const PROGRAM_FILTERS: readonly ProgramFilter[] = [
  'school',
  'language',
  'period',
  'subject',
  'form',
]

/** The programmes of one school, in the order the staff set. */
export const schoolProgramsQuery = (lang: Lang, school: number) =>
  queryOptions({
    queryKey: ['school-programs', school, lang],
    queryFn: ({ signal }) => apiGet<ProgramCard[]>('/school-programs', lang, { school }, signal),
    staleTime: 30 * 60_000,
  })

/** The programmes of a level matching every filter given (ids of filter values). */
export const programsQuery = (
  lang: Lang,
  education: EducationLevel,
  filters: Partial<Record<ProgramFilter, number>>,
) =>
  queryOptions({
    queryKey: ['school-programs', education, filters, lang],
    queryFn: ({ signal }) =>
      apiGet<ProgramCard[]>('/school-programs', lang, { education, ...filters }, signal),
    // The previous list stays (dimmed) while a new filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30 * 60_000,
  })

/** The values one filter offers for a level: those that at least one of its programmes uses. */
export const programFilterQuery = (lang: Lang, filter: ProgramFilter, education: EducationLevel) =>
  queryOptions({
    queryKey: ['school-programs-filters', filter, education, lang],
    queryFn: ({ signal }) =>
      apiGet<FilterValue[]>(`/school-programs-filters/${filter}`, lang, { education }, signal),
    staleTime: 30 * 60_000,
  })

export const programQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['school-program', slug, lang],
    queryFn: ({ signal }) =>
      apiGet<Program>(`/school-programs/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

/** A programme page's blocks, by the programme's id. */
export const programBlocksQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['pages', 'school-program', 'blocks', id, lang],
    queryFn: ({ signal }) =>
      apiGet<BlockMap>(`/pages/school-program/blocks/${id}`, lang, {}, signal),
  })
