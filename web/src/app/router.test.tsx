import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildPath, ROUTES } from '@/routeTable'
import { STATIC_PAGES } from '@/staticPages'
import { routesOf, wholeRouteTree } from './router'

/** The routes a path is shown by, outermost first, and its parameters. */
function shownBy(routes: ReturnType<typeof wholeRouteTree>, path: string) {
  const matches = matchRoutes(routes, path) ?? []
  return {
    routes: matches.map((m) => m.route),
    params: matches.at(-1)?.params,
  }
}

const pagePaths = [
  ...Object.values(ROUTES).map((route) => buildPath(route, ['some-slug', 2])),
  ...Object.keys(STATIC_PAGES).map((slug) => `/${slug}`),
  '/history',
  '/history-xyz',
  '/no/such/page',
  '/NEWS',
  '/News/Some-Slug',
  '/n%65ws/a',
  '/news/',
  '/news-catalog/extra',
  '/school',
  '/kz/news',
  '/%E0%A4%A',
]

describe('the routes the router is given for a path', () => {
  const paths = [
    ...pagePaths.flatMap((path) => [path, `/ru${path}`, `/en${path}`, `/RU${path}`]),
    '/',
    '/ru',
    '/en/',
    '/admin',
    '/admin/content/pages',
    '/Admin/inbox',
    '/ru-news',
  ]

  it.each(paths)('show %s by the same route and parameters as the whole tree', (path) => {
    const whole = shownBy(wholeRouteTree(), path)
    const given = shownBy(routesOf(path), path)
    expect(whole.routes.length).toBeGreaterThan(0)
    // The same route objects (the page's element), not merely the same shape.
    expect(given.routes.map((r) => r.element)).toEqual(whole.routes.map((r) => r.element))
    expect(given.routes.at(-1)).toBe(whole.routes.at(-1))
    expect(given.params).toEqual(whole.params)
  })

  it('are a small part of the tree for a page path', () => {
    const count = (routes: ReturnType<typeof wholeRouteTree>): number =>
      routes.reduce((n, r) => n + 1 + count(r.children ?? []), 0)
    expect(count(routesOf('/ru/news/some-slug'))).toBeLessThan(count(wholeRouteTree()) / 6)
  })
})
