// The route tree: the same page routes under each language root (Kazakh unprefixed, /ru, /en).
// Each page family is a lazy module, so it is its own chunk.
import { createBrowserRouter, createPath, type RouteObject } from 'react-router'
import type { Lang } from '@/i18n/lang'
import { routePatterns, STATIC_CONTENT_PAGES } from '@/routes'
import { LangLayout } from './layout/LangLayout'
import { RouteError } from './RouteError'
import { ShellFallback } from './ShellFallback'
import { lazyPage } from './lazyPage'

let router: ReturnType<typeof createBrowserRouter> | undefined

/** Where a client-side navigation in progress is going (for the stale-chunk reload). */
function pendingUrl(): string | null {
  const location = router?.state.navigation.location
  return location ? createPath(location) : null
}

const home = lazyPage(() => import('@/pages/home'), pendingUrl)
const news = lazyPage(() => import('@/pages/news'), pendingUrl)
const newsCatalog = lazyPage(() => import('@/pages/news-catalog'), pendingUrl)
const search = lazyPage(() => import('@/pages/search'), pendingUrl)
const content = lazyPage(() => import('@/pages/content'), pendingUrl)
const notFound = lazyPage(() => import('@/pages/not-found'), pendingUrl)

const pageRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await home()).HomePage }) },
  { path: routePatterns.news, lazy: async () => ({ Component: (await news()).NewsLandingPage }) },
  { path: routePatterns.newsItem, lazy: async () => ({ Component: (await news()).NewsItemPage }) },
  {
    path: routePatterns.newsCatalog,
    lazy: async () => ({ Component: (await newsCatalog()).NewsCatalogPage }),
  },
  { path: routePatterns.search, lazy: async () => ({ Component: (await search()).SearchPage }) },
  ...STATIC_CONTENT_PAGES.map((slug): RouteObject => ({
    path: slug,
    lazy: async () => {
      const { StaticPage } = await content()
      return { Component: () => <StaticPage slug={slug} /> }
    },
  })),
  { path: routePatterns.center, lazy: async () => ({ Component: (await content()).CenterPage }) },
  { path: routePatterns.school, lazy: async () => ({ Component: (await content()).SchoolPage }) },
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
