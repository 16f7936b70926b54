import { describe, expect, it } from 'vitest'
import {
  buildPath,
  isAppPath,
  localizePath,
  matchesRoute,
  paths,
  ROUTES,
  shortNamedPath,
  splitLangPath,
  STATIC_PAGES,
  switchLangHref,
} from './routes'

describe('the route table', () => {
  it('gives every route a link builder of the same name', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(ROUTES).sort())
    expect(paths.home).toBe('/')
    expect(paths.news).toBe('/news')
    expect(paths.newsItem('a b/c')).toBe('/news/a%20b%2Fc')
    expect(paths.announcement(7)).toBe('/dissertation-committee/announcements/7')
    expect(paths.projectActivity('x', 3)).toBe('/project-activity/x?p=3')
    expect(paths.hrSection('vacancies')).toBe('/hr-department/vacancies')
  })
  it('builds paths that its own patterns match', () => {
    for (const route of Object.values(ROUTES)) {
      const args = [...route.pattern.matchAll(/:/g)].map(() => 'some-slug')
      const built = buildPath(route, args).split('?')[0]!
      expect(matchesRoute(route, built), route.pattern).toBe(true)
    }
    expect(matchesRoute(ROUTES.newsItem, '/news')).toBe(false)
    expect(matchesRoute(ROUTES.newsItem, '/news/')).toBe(false)
    expect(matchesRoute(ROUTES.hrSection, '/hr-department/benefits')).toBe(true)
  })
  it('has no two routes, or a route and a static page, at one pattern', () => {
    const patterns = [
      ...Object.values(ROUTES).map((route) => route.pattern),
      ...Object.keys(STATIC_PAGES).map((slug) => `/${slug}`),
    ]
    expect(new Set(patterns).size).toBe(patterns.length)
  })
})

describe('shortNamedPath', () => {
  it.each([
    ['DBU', '/history-dbu'],
    ['KazGU', '/history-kazgu'],
    [' Dala U. ', '/history-dala-u'],
    ['ДБУ', '/history'],
  ])('puts the short name %j into the path: %s', (short, path) => {
    expect(shortNamedPath('history', short)).toBe(path)
  })
})

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
