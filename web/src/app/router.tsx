// The route tree: the same page routes under each language root (Kazakh unprefixed, /ru, /en).
// Each page family is a lazy module, so it is its own chunk.
import type { ComponentType } from 'react'
import { createBrowserRouter, createPath, type RouteObject } from 'react-router'
import { loadLanguage } from '@/i18n/i18n'
import type { Lang } from '@/i18n/lang'
import { routePatterns, STATIC_PAGES, type PageFamily } from '@/routes'
import { LangLayout } from './layout/LangLayout'
import { RouteError } from './RouteError'
import { ShellFallback } from './ShellFallback'
import { lazyChunk } from '@/lib/lazyChunk'

let router: ReturnType<typeof createBrowserRouter> | undefined

/** Where a client-side navigation in progress is going (for the stale-chunk reload). */
function pendingUrl(): string | null {
  const location = router?.state.navigation.location
  return location ? createPath(location) : null
}

const home = lazyChunk(() => import('@/pages/home'), pendingUrl)
const news = lazyChunk(() => import('@/pages/news'), pendingUrl)
const newsCatalog = lazyChunk(() => import('@/pages/news-catalog'), pendingUrl)
const search = lazyChunk(() => import('@/pages/search'), pendingUrl)
const content = lazyChunk(() => import('@/pages/content'), pendingUrl)
const education = lazyChunk(() => import('@/pages/education'), pendingUrl)
const science = lazyChunk(() => import('@/pages/science'), pendingUrl)
const campus = lazyChunk(() => import('@/pages/campus'), pendingUrl)
const about = lazyChunk(() => import('@/pages/about'), pendingUrl)
const notFound = lazyChunk(() => import('@/pages/not-found'), pendingUrl)

function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) }
}

/** The family modules that draw static pages; each exports a StaticPage for its own slugs. */
const families: Record<PageFamily, () => Promise<{ StaticPage: ComponentType<{ slug: never }> }>> =
  { content, education, science, campus, about }

/** A static page: its family's StaticPage bound to the slug (STATIC_PAGES pairs them). */
function staticPage(slug: string, family: PageFamily): RouteObject {
  return page(slug, async () => {
    const { StaticPage } = (await families[family]()) as {
      StaticPage: ComponentType<{ slug: string }>
    }
    return () => <StaticPage slug={slug} />
  })
}

const pageRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await home()).HomePage }) },
  { path: routePatterns.news, lazy: async () => ({ Component: (await news()).NewsLandingPage }) },
  { path: routePatterns.newsItem, lazy: async () => ({ Component: (await news()).NewsItemPage }) },
  {
    path: routePatterns.newsCatalog,
    lazy: async () => ({ Component: (await newsCatalog()).NewsCatalogPage }),
  },
  { path: routePatterns.search, lazy: async () => ({ Component: (await search()).SearchPage }) },
  ...Object.entries(STATIC_PAGES).map(([slug, family]) => staticPage(slug, family)),
  page(routePatterns.center, async () => (await content()).CenterPage),
  page(routePatterns.school, async () => (await content()).SchoolPage),
  page(routePatterns.education, async () => (await education()).EducationPage),
  page(routePatterns.schoolProgram, async () => (await education()).SchoolProgramPage),
  page(routePatterns.grant, async () => (await education()).GrantPage),
  page(routePatterns.dualProgram, async () => (await education()).DualProgramPage),
  page(routePatterns.science, async () => (await science()).SciencePage),
  page(routePatterns.scienceGrant, async () => (await science()).ScienceGrantPage),
  page(routePatterns.project, async () => (await science()).ProjectPage),
  page(routePatterns.projectActivity, async () => (await science()).ProjectActivityPage),
  page(routePatterns.publication, async () => (await science()).PublicationPage),
  page(routePatterns.sdg, async () => (await science()).SdgPage),
  page(routePatterns.announcement, async () => (await science()).AnnouncementPage),
  page(routePatterns.studentLife, async () => (await campus()).StudentLifePage),
  page(routePatterns.businessAdvice, async () => (await campus()).BusinessAdvicePage),
  page(routePatterns.hrSection, async () => (await campus()).HrSectionPage),
  page(routePatterns.devSitemap, async () => (await about()).DevSitemapPage),
  {
    path: routePatterns.notFound,
    lazy: async () => ({ Component: (await notFound()).NotFoundPage }),
  },
  // Unknown paths show the not-found page at their own URL (so a typo can be corrected).
  { path: '*', lazy: async () => ({ Component: (await notFound()).NotFoundPage }) },
]

function languageRoot(path: string, lang: Lang): RouteObject {
  return {
    path,
    element: <LangLayout lang={lang} />,
    // The language's texts arrive before its first page renders; they never change after.
    loader: async () => {
      await loadLanguage(lang)
      return null
    },
    shouldRevalidate: () => false,
    hydrateFallbackElement: <ShellFallback />,
    errorElement: <RouteError />,
    // A pathless layer so a failing page shows its error inside the header and footer.
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  }
}

export function createRouter() {
  router = createBrowserRouter([
    languageRoot('/ru', 'ru'),
    languageRoot('/en', 'en'),
    languageRoot('/', 'kz'),
  ])
  return router
}
