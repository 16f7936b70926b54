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
import type { Lang } from '@/i18n/lang'
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

const pageRoutes: RouteObject[] = [
  ...Object.values(ROUTES).map(tableRoute),
  { path: ':segment', element: <SegmentRoute /> },
  // Unknown paths show the not-found page at their own URL (so a typo can be corrected).
  { path: '*', element: notFoundPage },
]

/** Renders its children once the language's texts are there; they never change after. */
function LanguageReady({ lang, children }: { lang: Lang; children: ReactNode }) {
  if (!languageLoaded(lang)) use(loadLanguage(lang))
  return children
}

function languageRoot(path: string, lang: Lang): RouteObject {
  return {
    path,
    element: (
      <ErrorBoundary FallbackComponent={RouteError}>
        <Suspense fallback={<ShellFallback />}>
          <LanguageReady lang={lang}>
            <LangLayout lang={lang} />
          </LanguageReady>
        </Suspense>
      </ErrorBoundary>
    ),
    children: pageRoutes,
  }
}

// The staff's app: its own chunk, outside the language roots; visitors never download it.
const Admin = lazy(lazyChunk(() => import('@/admin')))

const adminRoute: RouteObject = {
  path: '/admin/*',
  element: (
    <Suspense fallback={null}>
      <Admin />
    </Suspense>
  ),
}

// Each route root, under the first segment of the paths it takes (any other: Kazakh's). A Map,
// so that a path like /constructor finds no root of an object's.
const ROOTS = new Map<string, RouteObject[]>([
  ['admin', [adminRoute]],
  ['ru', [languageRoot('/ru', 'ru')]],
  ['en', [languageRoot('/en', 'en')]],
])
const KAZAKH_ROOT = [languageRoot('/', 'kz')]

/**
 * The router is given only the root a path can be under: it flattens and ranks the whole tree it
 * is given on every render, and the three language roots and the admin made that three times the
 * work (a tenth of a render on the server). Paths match without regard to case, as the router's.
 */
function rootsOf(pathname: string): RouteObject[] {
  return ROOTS.get(pathname.split('/')[1]!.toLowerCase()) ?? KAZAKH_ROOT
}

export function AppRoutes() {
  const { pathname } = useLocation()
  return <LinkProvider>{useRoutes(rootsOf(pathname))}</LinkProvider>
}
