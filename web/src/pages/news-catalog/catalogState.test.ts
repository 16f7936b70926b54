import { describe, expect, it } from 'vitest'
import {
  EMPTY_CATALOG,
  hasFilters,
  parseCatalogParams,
  serializeCatalogParams,
  toNewsListParams,
  withFilters,
  withPage,
  type CatalogState,
} from './catalogState'

const parse = (query: string) => parseCatalogParams(new URLSearchParams(query))

describe('parseCatalogParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_CATALOG)
  })

  it('reads every parameter', () => {
    expect(parse('page=3&search=forum&school=66&year=2025&month=3')).toEqual({
      page: 3,
      search: 'forum',
      school: 66,
      year: 2025,
      month: 3,
    })
  })

  it('decodes an encoded search and trims it', () => {
    expect(parse('search=%20%D2%9B%D0%B0%D0%B7%D0%B0%D2%9B%20').search).toBe('қазақ')
  })

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['school=x', { school: null }],
    ['month=13', { month: null }],
    ['month=0', { month: null }],
    ['year=', { year: null }],
  ])('drops a malformed value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_CATALOG, ...expected })
  })
})

describe('serializeCatalogParams', () => {
  it('is empty for the default state', () => {
    expect(serializeCatalogParams(EMPTY_CATALOG)).toBe('')
  })

  it('leaves out defaults and keeps a stable order', () => {
    const state: CatalogState = { page: 2, search: 'жаңа', school: 67, year: null, month: 4 }
    expect(serializeCatalogParams(state)).toBe(
      'search=%D0%B6%D0%B0%D2%A3%D0%B0&school=67&month=4&page=2',
    )
  })

  it('round-trips through parse', () => {
    const state: CatalogState = { page: 5, search: 'a & b', school: 70, year: 2024, month: 12 }
    expect(parse(serializeCatalogParams(state))).toEqual(state)
  })
})

describe('withFilters', () => {
  const onPage4: CatalogState = { page: 4, search: '', school: 66, year: 2025, month: 3 }

  it('resets the page to 1 when a filter changes', () => {
    expect(withFilters(onPage4, { school: 67 })).toEqual({ ...onPage4, school: 67, page: 1 })
  })

  it('resets the page for a new search and trims it', () => {
    expect(withFilters(onPage4, { search: '  forum ' })).toMatchObject({ page: 1, search: 'forum' })
  })

  it('clears the month when the year changes', () => {
    expect(withFilters(onPage4, { year: 2024 })).toMatchObject({ year: 2024, month: null })
    expect(withFilters(onPage4, { year: null })).toMatchObject({ year: null, month: null })
  })

  it('keeps the month when the year stays or the month is set with it', () => {
    expect(withFilters(onPage4, { school: null })).toMatchObject({ month: 3 })
    expect(withFilters(onPage4, { year: 2024, month: 5 })).toMatchObject({ year: 2024, month: 5 })
  })
})

describe('withPage', () => {
  it('changes only the page', () => {
    const state = { ...EMPTY_CATALOG, school: 66 }
    expect(withPage(state, 3)).toEqual({ ...state, page: 3 })
    expect(withPage(state, 0).page).toBe(1)
  })
})

describe('hasFilters', () => {
  it('is false for the defaults, also on another page', () => {
    expect(hasFilters(EMPTY_CATALOG)).toBe(false)
    expect(hasFilters({ ...EMPTY_CATALOG, page: 3 })).toBe(false)
    expect(hasFilters({ ...EMPTY_CATALOG, year: 2025 })).toBe(true)
  })
})

describe('toNewsListParams', () => {
  it('asks for 20 news of the page with only the filters that are set', () => {
    expect(toNewsListParams({ ...EMPTY_CATALOG, page: 2, school: 68 })).toEqual({
      page: 2,
      limit: 20,
      search: undefined,
      school: 68,
      year: undefined,
      month: undefined,
    })
  })
})
