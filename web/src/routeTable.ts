// The one table of the app's routes: each page's path pattern, the page family (a lazy chunk of
// src/pages) that renders it and the component that family exports for it. The router
// (app/router.tsx), the link builders (`paths` in routes.ts) and the end-to-end route walk
// (e2e/siteRoutes.ts) are all derived from it, so none of them can name a route the others lack.
// Kept free of imports but the import-free staticPages.ts, so the end-to-end tests can read it.
import type { PageFamily } from './staticPages'

/** Every lazily loaded page family: the content families and the pages of their own. */
export type Family = PageFamily | 'home' | 'news' | 'newsCatalog' | 'search' | 'notFound'

export interface RouteDef {
  /** The path without a language prefix; a `:name` segment is a parameter. */
  readonly pattern: string
  readonly family: Family
  /** The name under which the family's module exports the page component. */
  readonly page: string
  /** Query parameters the page needs, given to the link builder after the path's parameters. */
  readonly query?: readonly string[]
}

export const ROUTES = {
  home: { pattern: '/', family: 'home', page: 'HomePage' },
  news: { pattern: '/news', family: 'news', page: 'NewsLandingPage' },
  newsItem: { pattern: '/news/:slug', family: 'news', page: 'NewsItemPage' },
  newsCatalog: { pattern: '/news-catalog', family: 'newsCatalog', page: 'NewsCatalogPage' },
  search: { pattern: '/search', family: 'search', page: 'SearchPage' },
  center: { pattern: '/center/:slug', family: 'content', page: 'CenterPage' },
  school: { pattern: '/school/:slug', family: 'content', page: 'SchoolPage' },
  education: { pattern: '/education/:slug', family: 'education', page: 'EducationPage' },
  schoolProgram: {
    pattern: '/school-program/:slug',
    family: 'education',
    page: 'SchoolProgramPage',
  },
  grant: { pattern: '/grant/:slug', family: 'education', page: 'GrantPage' },
  dualProgram: { pattern: '/dual-program/:slug', family: 'education', page: 'DualProgramPage' },
  science: { pattern: '/science/:slug', family: 'science', page: 'SciencePage' },
  scienceGrant: { pattern: '/science-grant/:slug', family: 'science', page: 'ScienceGrantPage' },
  project: { pattern: '/project/:slug', family: 'science', page: 'ProjectPage' },
  /** An activity of a project: ?p= names the project. */
  projectActivity: {
    pattern: '/project-activity/:slug',
    query: ['p'],
    family: 'science',
    page: 'ProjectActivityPage',
  },
  publication: { pattern: '/publication/:slug', family: 'science', page: 'PublicationPage' },
  sdg: { pattern: '/sdg/:slug', family: 'science', page: 'SdgPage' },
  announcement: {
    pattern: '/dissertation-committee/announcements/:id',
    family: 'science',
    page: 'AnnouncementPage',
  },
  studentLife: { pattern: '/student-life/:slug', family: 'campus', page: 'StudentLifePage' },
  businessAdvice: {
    pattern: '/business-advice/:slug',
    family: 'campus',
    page: 'BusinessAdvicePage',
  },
  hrSection: { pattern: '/hr-department/:section', family: 'campus', page: 'HrSectionPage' },
  devSitemap: { pattern: '/devSitemap', family: 'about', page: 'DevSitemapPage' },
  notFound: { pattern: '/404', family: 'notFound', page: 'NotFoundPage' },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [Head, ...Segments<Tail>]
  : [P]
type PathArgs<S extends string[]> = S extends [infer Head, ...infer Tail extends string[]]
  ? Head extends `:${string}`
    ? [string | number, ...PathArgs<Tail>]
    : PathArgs<Tail>
  : []
type QueryArgs<Q> = Q extends readonly [string, ...infer Tail]
  ? [string | number, ...QueryArgs<Tail>]
  : []
/** A route's link builder's arguments: its path parameters in order, then its query's. */
export type RouteArgs<R extends RouteDef> = [
  ...PathArgs<Segments<R['pattern']>>,
  ...QueryArgs<R extends { query: infer Q } ? Q : []>,
]
/** A route without parameters is its path; one with parameters a function that builds it. */
export type RouteLink<R extends RouteDef> =
  RouteArgs<R> extends [] ? string : (...args: RouteArgs<R>) => string

/** The path of a route with its parameters filled in (encoded), in the table's order. */
export function buildPath(route: RouteDef, args: readonly (string | number)[]): string {
  let next = 0
  const arg = () => encodeURIComponent(String(args[next++] ?? ''))
  const path = route.pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? arg() : segment))
    .join('/')
  const query = (route.query ?? []).map((name) => `${name}=${arg()}`)
  return query.length ? `${path}?${query.join('&')}` : path
}

/** Whether a path (without language prefix or query) is one the route's pattern matches. */
export function matchesRoute(route: RouteDef, path: string): boolean {
  const want = route.pattern.split('/')
  const have = path.split('/')
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  )
}

/** The link builders, one per route, named as the routes are. */
export const routeLinks = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]: [string, RouteDef]) => [
    name,
    route.pattern.includes(':') || route.query
      ? (...args: (string | number)[]) => buildPath(route, args)
      : route.pattern,
  ]),
) as { [K in RouteName]: RouteLink<(typeof ROUTES)[K]> }
