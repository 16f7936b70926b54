import { describe, expect, it } from 'vitest'
import { captureUtm, UTM_STORAGE_KEY, utmFromSearch, visitUtm } from './utm'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('UTM tags of the visit', () => {
  it('reads the five tags from the landing URL under the API names', () => {
    expect(
      utmFromSearch(
        '?utm_source=google&utm_medium=cpc&utm_content=banner&utm_term=mba&utm_campaign=autumn&x=1',
      ),
    ).toEqual({
      UTM_SOURCE: 'google',
      UTM_MEDIUM: 'cpc',
      UTM_CONTENT: 'banner',
      UTM_TERM: 'mba',
      UTM_CAMPAIGN: 'autumn',
    })
    expect(utmFromSearch('?utm_source=&page=2')).toEqual({})
  })

  it('keeps them for the visit and lets a later page without tags keep them', () => {
    const store = memoryStorage()
    captureUtm('?utm_source=instagram&utm_campaign=open-day', store)
    captureUtm('?page=2', store)
    expect(visitUtm(store)).toEqual({ UTM_SOURCE: 'instagram', UTM_CAMPAIGN: 'open-day' })
    captureUtm('?utm_source=facebook', store)
    expect(visitUtm(store)).toEqual({ UTM_SOURCE: 'facebook' })
  })

  it('is empty without tags or with a damaged entry', () => {
    const store = memoryStorage()
    expect(visitUtm(store)).toEqual({})
    store.setItem(UTM_STORAGE_KEY, '{not json')
    expect(visitUtm(store)).toEqual({})
    expect(visitUtm(null)).toEqual({})
  })
})
