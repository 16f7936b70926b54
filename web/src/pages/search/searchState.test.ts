import { describe, expect, it } from 'vitest'
import type { SearchResult } from '@/api/types'
import { groupResults, parseSearchQuery, searchHref } from './searchState'

const hit = (type: string, title: string): SearchResult => ({
  type,
  title,
  snippet: '',
  path: `/${title}`,
})

describe('search URL state', () => {
  it('reads the query, trimmed and with single spaces', () => {
    expect(parseSearchQuery(new URLSearchParams('query=%20graduation%20%20day%20'))).toBe(
      'graduation day',
    )
    expect(parseSearchQuery(new URLSearchParams('query=кітапхана'))).toBe('кітапхана')
    expect(parseSearchQuery(new URLSearchParams('query='))).toBe('')
    expect(parseSearchQuery(new URLSearchParams(''))).toBe('')
  })

  it('writes the query encoded, and an empty one as the bare page', () => {
    expect(searchHref('graduation')).toBe('?query=graduation')
    expect(searchHref('  a&b ')).toBe('?query=a%26b')
    expect(searchHref('кітапхана')).toBe(`?query=${encodeURIComponent('кітапхана')}`)
    expect(searchHref('   ')).toBe('?')
  })

  it('round-trips through the URL', () => {
    for (const query of ['graduation', 'a+b & c', 'Кітапхана «Дала»', '100%']) {
      expect(parseSearchQuery(new URLSearchParams(searchHref(query).slice(1)))).toBe(query)
    }
  })
})

describe('groupResults', () => {
  it('groups by type in the order of each group’s best result', () => {
    const groups = groupResults([
      hit('page', 'a'),
      hit('news', 'b'),
      hit('page', 'c'),
      hit('mystery', 'd'),
      hit('document', 'e'),
      hit('alien', 'f'),
    ])
    expect(groups.map((g) => [g.key, g.results.map((r) => r.title)])).toEqual([
      ['page', ['a', 'c']],
      ['news', ['b']],
      ['other', ['d', 'f']],
      ['document', ['e']],
    ])
  })

  it('gives no groups for no results', () => {
    expect(groupResults([])).toEqual([])
  })
})
