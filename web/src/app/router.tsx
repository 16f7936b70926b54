// The route tree: the same page routes under each language root (Kazakh unprefixed, /ru, /en).
// Each page family is a lazy module, so it is its own chunk. Declarative routing (useRoutes) rather
// than the data router: pages fetch their own data with TanStack Query, and the data router's
// loaders and actions would add 17 KB (gzip) to every first load for nothing.
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useRoutes, type RouteObject } from 'react-router'
import { languageLoaded, loadLanguage, loadSection, sectionLoaded } from '@/i18n/i18n'
import { useLang } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'
import type { Section } from '@/i18n/messages'
import { lazyChunk } from '@/lib/lazyChunk'
import { routePatterns, STATIC_PAGES, type PageFamily } from '@/routes'
import { LangLayout } from './layout/LangLayout'
import { trackNavigation } from '@/lib/pendingNavigation'
import { usedFamilies } from './usedFamilies'
import { RouteError } from './RouteError'
import { ShellFallback } from './ShellFallback'

/**
 * A page module (a folder of src/pages): reloads the tab if a new deploy removed it, and shows as
 * pending meanwhile.
 */
function family<M>(folder: string, load: () => Promise<M>) {
  return Object.assign(trackNavigation(lazyChunk(load)), { folder })
}

const families = {
  home: family('home', () => import('@/pages/home')),
  news: family('news', () => import('@/pages/news')),
  newsCatalog: family('news-catalog', () => import('@/pages/news-catalog')),
  search: family('search', () => import('@/pages/search')),
  content: family('content', () => import('@/pages/content')),
  education: family('education', () => import('@/pages/education')),
  science: family('science', () => import('@/pages/science')),
  campus: family('campus', () => import('@/pages/campus')),
  about: family('about', () => import('@/pages/about')),
  notFound: family('not-found', () => import('@/pages/not-found')),
}
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
  // Marked on every render, not when the module loads: a module loads once per runtime, and the
  // server's later renders of the family's pages must link its stylesheets too.
  usedFamilies.add(families[name].folder)
  const lang = useLang()
  const section = FAMILY_SECTION[name]
  if (section && !sectionLoaded(lang, section)) {
    // On a first visit the family's module downloads meanwhile, not after the texts.
    void families[name]()
    use(loadSection(lang, section))
  }
  return children
}

/** A route whose page component comes from a family module. */
function page<F extends Family>(
  path: string | undefined,
  name: F,
  pick: (module: FamilyModule<F>) => ComponentType,
): RouteObject {
  const Page = lazy(async () => ({ default: pick((await families[name]()) as FamilyModule<F>) }))
  const element = (
    <FamilyTexts name={name}>
      <Page />
    </FamilyTexts>
  )
  return path === undefined ? { index: true, element } : { path, element }
}

/** A static page: its family's StaticPage bound to the slug (STATIC_PAGES pairs them). */
function staticPage(slug: string, name: PageFamily): RouteObject {
  return page(slug, name, (module) => {
    const { StaticPage } = module as { StaticPage: ComponentType<{ slug: string }> }
    return () => <StaticPage slug={slug} />
  })
}

const pageRoutes: RouteObject[] = [
  page(undefined, 'home', (m) => m.HomePage),
  page(routePatterns.news, 'news', (m) => m.NewsLandingPage),
  page(routePatterns.newsItem, 'news', (m) => m.NewsItemPage),
  page(routePatterns.newsCatalog, 'newsCatalog', (m) => m.NewsCatalogPage),
  page(routePatterns.search, 'search', (m) => m.SearchPage),
  ...Object.entries(STATIC_PAGES).map(([slug, name]) => staticPage(slug, name)),
  page(routePatterns.center, 'content', (m) => m.CenterPage),
  page(routePatterns.school, 'content', (m) => m.SchoolPage),
  page(routePatterns.education, 'education', (m) => m.EducationPage),
  page(routePatterns.schoolProgram, 'education', (m) => m.SchoolProgramPage),
  page(routePatterns.grant, 'education', (m) => m.GrantPage),
  page(routePatterns.dualProgram, 'education', (m) => m.DualProgramPage),
  page(routePatterns.science, 'science', (m) => m.SciencePage),
  page(routePatterns.scienceGrant, 'science', (m) => m.ScienceGrantPage),
  page(routePatterns.project, 'science', (m) => m.ProjectPage),
  page(routePatterns.projectActivity, 'science', (m) => m.ProjectActivityPage),
  page(routePatterns.publication, 'science', (m) => m.PublicationPage),
  page(routePatterns.sdg, 'science', (m) => m.SdgPage),
  page(routePatterns.announcement, 'science', (m) => m.AnnouncementPage),
  page(routePatterns.studentLife, 'campus', (m) => m.StudentLifePage),
  page(routePatterns.businessAdvice, 'campus', (m) => m.BusinessAdvicePage),
  page(routePatterns.hrSection, 'campus', (m) => m.HrSectionPage),
  page(routePatterns.devSitemap, 'about', (m) => m.DevSitemapPage),
  page(routePatterns.notFound, 'notFound', (m) => m.NotFoundPage),
  // Unknown paths show the not-found page at their own URL (so a typo can be corrected).
  page('*', 'notFound', (m) => m.NotFoundPage),
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

const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <Admin />
      </Suspense>
    ),
  },
  languageRoot('/ru', 'ru'),
  languageRoot('/en', 'en'),
  languageRoot('/', 'kz'),
]

export function AppRoutes() {
  return useRoutes(routes)
}
