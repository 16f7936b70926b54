// The route tree: the same page routes under each language root (Kazakh unprefixed, /ru, /en).
// Each page family is a lazy module, so it is its own chunk. Declarative routing (useRoutes) rather
// than the data router: pages fetch their own data with TanStack Query, and the data router's
// loaders and actions would add 17 KB (gzip) to every first load for nothing.
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router'
import { generalSettingsQuery } from '@/api/settings'
import { languageLoaded, loadLanguage, loadSection, sectionLoaded } from '@/i18n/i18n'
import { useLang } from '@/i18n/LangContext'
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@/i18n/lang'
import type { Section } from '@/i18n/messages'
import { Redirect } from '@/blocks/Redirect'
import { lazyChunk } from '@/lib/lazyChunk'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import {
  ROUTES,
  SHORT_NAMED_PAGES,
  STATIC_PAGES,
  shortNamedPath,
  useLocalize,
  type Family as TableFamily,
  type PageFamily,
  type RouteDef,
  type RouteName,
  type ShortNamedSlug,
  type StaticSlug,
} from '@/routes'
import { LinkProvider } from '@/blocks/Link'
import { LangLayout } from './layout/LangLayout'
import { trackNavigation } from '@/lib/pendingNavigation'
import { RouteError } from './RouteError'
import { ShellFallback } from './ShellFallback'
import { PageFallback } from './PageFallback'

/**
 * A page module (a folder of src/pages): reloads the tab if a new deploy removed it, and shows as
 * pending meanwhile.
 */
function family<M>(load: () => Promise<M>) {
  return trackNavigation(lazyChunk(load))
}

const families = {
  home: family(() => import('@/pages/home')),
  news: family(() => import('@/pages/news')),
  newsCatalog: family(() => import('@/pages/news-catalog')),
  search: family(() => import('@/pages/search')),
  content: family(() => import('@/pages/content')),
  education: family(() => import('@/pages/education')),
  science: family(() => import('@/pages/science')),
  campus: family(() => import('@/pages/campus')),
  about: family(() => import('@/pages/about')),
  notFound: family(() => import('@/pages/not-found')),
} satisfies Record<TableFamily, unknown>
type Family = keyof typeof families

/** Loads every page family's module (the server does at start, so that no render waits for one). */
// eslint-disable-next-line react-refresh/only-export-components -- for the server's entry
export function loadPageFamilies(): Promise<unknown> {
  return Promise.all(Object.values(families).map((load) => load()))
}
type FamilyModule<F extends Family> = Awaited<ReturnType<(typeof families)[F]>>

/**
 * The text section a family's pages use beyond the main table. The content family's centres,
 * library and career pages share the campus texts (people, webinars, vacancies).
 */
const FAMILY_SECTION: Partial<Record<Family, Section>> = {
  content: 'campus',
  education: 'education',
  science: 'science',
  campus: 'campus',
  about: 'about',
}

/** Renders a family's page once its text section is there in the route's language. */
function FamilyTexts({ name, children }: { name: Family; children: ReactNode }) {
  const lang = useLang()
  const section = FAMILY_SECTION[name]
  if (section && !sectionLoaded(lang, section)) {
    // On a first visit the family's module downloads meanwhile, not after the texts.
    void families[name]()
    use(loadSection(lang, section))
  }
  return children
}

/** A family's page component, on its own route or chosen by another component. */
function pageElement<F extends Family>(
  name: F,
  pick: (module: FamilyModule<F>) => ComponentType,
): ReactNode {
  const Page = lazy(async () => ({ default: pick((await families[name]()) as FamilyModule<F>) }))
  return (
    <FamilyTexts name={name}>
      <Page />
    </FamilyTexts>
  )
}

/** A route of the table: its family's component of that name at the pattern. */
function tableRoute({ pattern, family, page }: RouteDef): RouteObject {
  const element = pageElement(family, (module) => (module as Record<string, ComponentType>)[page]!)
  // Patterns are written from the site's root; the router's are relative to the language root.
  return pattern === '/' ? { index: true, element } : { path: pattern.slice(1), element }
}

// Fails to compile when the table names a component its family does not export.
void (null as unknown as {
  [K in RouteName]: (typeof ROUTES)[K]['page'] extends keyof FamilyModule<
    (typeof ROUTES)[K]['family']
  >
    ? true
    : false
} satisfies Record<RouteName, true>)

/** A static page: its family's StaticPage bound to the slug (STATIC_PAGES pairs them). */
function staticPage(slug: StaticSlug, name: PageFamily): ReactNode {
  return pageElement(name, (module) => {
    const { StaticPage } = module as { StaticPage: ComponentType<{ slug: string }> }
    return () => <StaticPage slug={slug} />
  })
}

const notFoundPage = pageElement('notFound', (m) => m.NotFoundPage)
const shortNamedPages = Object.entries(SHORT_NAMED_PAGES).map(([slug, name]) => ({
  slug: slug as ShortNamedSlug,
  element: staticPage(slug as ShortNamedSlug, name),
}))

const staticPages = new Map<string, ReactNode>(
  Object.entries(STATIC_PAGES).map(([slug, name]) => [slug, staticPage(slug as StaticSlug, name)]),
)

/**
 * A one-segment path the table's routes did not take: a static page (its path is its slug), or
 * else a short-named page. One route for the hundred static pages rather than one each: the
 * router flattens and ranks its whole tree on every render (`useRoutes`), and with a route per
 * page that was a sixth of a server render.
 */
function SegmentRoute() {
  const { segment = '' } = useParams()
  return staticPages.get(segment) ?? <ShortNamedRoute segment={segment} />
}

/**
 * A one-segment path that is no static page: the short-named page whose path it is under the
 * current short name (/history-dbu), a move there from the page's bare slug (/history, which
 * menus and the admin's preview may link), or else the not-found page (/history-xyz).
 */
function ShortNamedRoute({ segment }: { segment: string }) {
  const lang = useLang()
  const localize = useLocalize()
  const settings = useRequiredQuery(generalSettingsQuery(lang))
  if (!settings.data) return <PageFallback />
  const path = `/${segment}`
  for (const page of shortNamedPages) {
    const address = shortNamedPath(page.slug, settings.data.short_name)
    if (path === address) return page.element
    if (path === `/${page.slug}`) return <Redirect to={localize(address)} />
  }
  return notFoundPage
}

/**
 * How the router compares a path segment with a pattern's: decoded, without regard to case.
 */
function segmentKey(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/** The routes any page path may take: a static or short-named page, else the not-found page
 *  (unknown paths show it at their own URL, so a typo can be corrected). */
const anyPathRoutes: RouteObject[] = [
  { path: ':segment', element: <SegmentRoute /> },
  { path: '*', element: notFoundPage },
]

/**
 * The page routes by the first segment of their pattern (the home page's is ''), each group
 * followed by the routes any path may take. The router flattens and ranks the whole tree it is
 * given on every render (`useRoutes`), so it is given only the routes a path's first segment
 * allows: a route of another first segment can never match it, so the match is the same.
 */
const pageRoutesBySegment = new Map<string, RouteObject[]>()
for (const route of Object.values(ROUTES)) {
  const key = segmentKey(route.pattern.split('/')[1]!)
  pageRoutesBySegment.set(key, [...(pageRoutesBySegment.get(key) ?? []), tableRoute(route)])
}
for (const [key, routes] of pageRoutesBySegment)
  pageRoutesBySegment.set(key, [...routes, ...anyPathRoutes])

/** Renders its children once the language's texts are there; they never change after. */
function LanguageReady({ lang, children }: { lang: Lang; children: ReactNode }) {
  if (!languageLoaded(lang)) use(loadLanguage(lang))
  return children
}

/** A language root (Kazakh's unprefixed) over `pages`. */
function languageRoot(lang: Lang, element: ReactNode, pages: RouteObject[]): RouteObject[] {
  return [{ path: lang === DEFAULT_LANG ? '/' : `/${lang}`, element, children: pages }]
}

/** Each language's roots, over each group of page routes (one element for them all). */
const languageRoots = Object.fromEntries(
  LANGS.map((lang) => {
    const element = (
      <ErrorBoundary FallbackComponent={RouteError}>
        <Suspense fallback={<ShellFallback />}>
          <LanguageReady lang={lang}>
            <LangLayout lang={lang} />
          </LanguageReady>
        </Suspense>
      </ErrorBoundary>
    )
    const bySegment = new Map(
      [...pageRoutesBySegment].map(([key, pages]) => [key, languageRoot(lang, element, pages)]),
    )
    return [lang, { element, bySegment, otherSegment: languageRoot(lang, element, anyPathRoutes) }]
  }),
) as Record<
  Lang,
  { element: ReactNode; bySegment: Map<string, RouteObject[]>; otherSegment: RouteObject[] }
>

// The staff's app: its own chunk, outside the language roots; visitors never download it.
const Admin = lazy(lazyChunk(() => import('@/admin')))

const adminRoutes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <Admin />
      </Suspense>
    ),
  },
]

/**
 * The routes a path can take: the admin's, or one language root (by the first segment; any other:
 * Kazakh's) with the page routes of the path's first segment below it.
 */
// eslint-disable-next-line react-refresh/only-export-components -- for router.test.tsx
export function routesOf(pathname: string): RouteObject[] {
  const segments = pathname.split('/')
  const first = segmentKey(segments[1]!)
  if (first === 'admin') return adminRoutes
  const lang = first !== DEFAULT_LANG && isLang(first) ? first : DEFAULT_LANG
  const pageSegment = segmentKey(segments[lang === DEFAULT_LANG ? 1 : 2] ?? '')
  const roots = languageRoots[lang]
  return roots.bySegment.get(pageSegment) ?? roots.otherSegment
}

/** The whole tree, every page route under each language root: what `routesOf` gives a part of. */
// eslint-disable-next-line react-refresh/only-export-components -- for router.test.tsx
export function wholeRouteTree(): RouteObject[] {
  const pages = [...new Set([...pageRoutesBySegment.values()].flat())]
  return [
    ...adminRoutes,
    ...LANGS.flatMap((lang) => languageRoot(lang, languageRoots[lang].element, pages)),
  ]
}

export function AppRoutes() {
  const { pathname } = useLocation()
  return <LinkProvider>{useRoutes(routesOf(pathname))}</LinkProvider>
}
