// The news catalogue keeps all its state in the URL (?search=&school=&year=&month=&page=) so a
// filtered list can be shared, survives a reload and the back button walks through it. These pure
// functions are the only place that reads or writes those parameters.
import type { NewsListParams } from '@/api/news'
import { pageParam } from '@/pageParams'

export interface CatalogState {
  page: number
  search: string
  school: number | null
  year: number | null
  month: number | null
}

export type CatalogFilters = Omit<CatalogState, 'page'>

export const CATALOG_PAGE_SIZE = 20

export const EMPTY_CATALOG: CatalogState = {
  page: 1,
  search: '',
  school: null,
  year: null,
  month: null,
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** Reads the state from a query string; anything malformed falls back to its default. */
export function parseCatalogParams(params: URLSearchParams): CatalogState {
  const month = positiveInt(pageParam(params, 'month'))
  return {
    page: positiveInt(pageParam(params, 'page')) ?? 1,
    search: (pageParam(params, 'search') ?? '').trim(),
    school: positiveInt(pageParam(params, 'school')),
    year: positiveInt(pageParam(params, 'year')),
    month: month !== null && month <= 12 ? month : null,
  }
}

/** Writes the state as a query string (without "?"), leaving out defaults, in a stable order. */
export function serializeCatalogParams(state: CatalogState): string {
  const params = new URLSearchParams()
  if (state.search) params.set('search', state.search)
  if (state.school !== null) params.set('school', String(state.school))
  if (state.year !== null) params.set('year', String(state.year))
  if (state.month !== null) params.set('month', String(state.month))
  if (state.page > 1) params.set('page', String(state.page))
  return params.toString()
}

/**
 * Applies a filter change. Any change starts again from page 1; choosing another year clears the
 * month, because the month list depends on the year.
 */
export function withFilters(state: CatalogState, patch: Partial<CatalogFilters>): CatalogState {
  const next: CatalogState = { ...state, ...patch, page: 1 }
  if ('year' in patch && patch.year !== state.year && !('month' in patch)) next.month = null
  if (typeof next.search === 'string') next.search = next.search.trim()
  return next
}

export function withPage(state: CatalogState, page: number): CatalogState {
  return { ...state, page: Math.max(1, Math.floor(page)) }
}

export function hasFilters(state: CatalogState): boolean {
  return (
    Boolean(state.search) || state.school !== null || state.year !== null || state.month !== null
  )
}

/** The /news call for a state. */
export function toNewsListParams(state: CatalogState): NewsListParams {
  return {
    page: state.page,
    limit: CATALOG_PAGE_SIZE,
    search: state.search || undefined,
    school: state.school ?? undefined,
    year: state.year ?? undefined,
    month: state.month ?? undefined,
  }
}
