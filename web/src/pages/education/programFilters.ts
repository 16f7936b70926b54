// The programme list's filters as the URL holds them (?school=66&language=3): positive ids only,
// so a mistyped link shows the whole list instead of an error.
import { PROGRAM_FILTERS, type ProgramFilter } from '@/api/programs'
import { pageParam } from '@/pageParams'

export type ProgramFilters = Partial<Record<ProgramFilter, number>>

export function parseProgramFilters(params: URLSearchParams): ProgramFilters {
  const filters: ProgramFilters = {}
  for (const name of PROGRAM_FILTERS) {
    const value = Number(pageParam(params, name))
    if (Number.isInteger(value) && value > 0) filters[name] = value
  }
  return filters
}

/** The query string without any programme filter (other parameters stay). */
export function withoutProgramFilters(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  for (const name of PROGRAM_FILTERS) next.delete(name)
  const query = next.toString()
  return query ? `?${query}` : '?'
}
