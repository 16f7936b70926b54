import { describe, expect, it } from 'vitest'
import { isAppPath, localizePath, splitLangPath, switchLangHref } from './routes'

describe('localizePath', () => {
  it('leaves Kazakh paths unprefixed', () => {
    expect(localizePath('/news', 'kz')).toBe('/news')
    expect(localizePath('/', 'kz')).toBe('/')
  })
  it('prefixes Russian and English', () => {
    expect(localizePath('/news?page=2', 'ru')).toBe('/ru/news?page=2')
    expect(localizePath('/', 'en')).toBe('/en/')
  })
})

describe('splitLangPath', () => {
  it.each([
    ['/', 'kz', '/'],
    ['/news/some-slug', 'kz', '/news/some-slug'],
    ['/ru', 'ru', '/'],
    ['/ru/', 'ru', '/'],
    ['/en/news-catalog', 'en', '/news-catalog'],
    ['/russia', 'kz', '/russia'],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLangPath(pathname)).toEqual({ lang, path })
  })
})

describe('switchLangHref', () => {
  it('keeps path, query and hash', () => {
    const here = { pathname: '/ru/news-catalog', search: '?school=66&page=2', hash: '#list' }
    expect(switchLangHref(here, 'en')).toBe('/en/news-catalog?school=66&page=2#list')
    expect(switchLangHref(here, 'kz')).toBe('/news-catalog?school=66&page=2#list')
  })
  it('maps the home page to each root', () => {
    const home = { pathname: '/', search: '', hash: '' }
    expect(switchLangHref(home, 'ru')).toBe('/ru/')
    expect(switchLangHref({ ...home, pathname: '/en/' }, 'kz')).toBe('/')
  })
})

describe('isAppPath', () => {
  it('accepts app paths and rejects files, the API and other hosts', () => {
    expect(isAppPath('/education/bachelor')).toBe(true)
    expect(isAppPath('/assets/media/a.svg')).toBe(false)
    expect(isAppPath('/api/v1/news')).toBe(false)
    expect(isAppPath('https://example.org')).toBe(false)
    expect(isAppPath('//example.org')).toBe(false)
    expect(isAppPath('mailto:a@b.kz')).toBe(false)
  })
})
