// Every route path of the app in one table, and the helpers that put a path into a language.
// Kazakh lives at unprefixed paths, Russian under /ru, English under /en. Paths in this table, in
// menus and in content links are always written without a language prefix.
import { useCallback } from 'react'
import { useLang } from '@/i18n/LangContext'
import { DEFAULT_LANG, LANGS, type Lang } from '@/i18n/lang'

export const paths = {
  home: '/',
  news: '/news',
  newsItem: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  newsCatalog: '/news-catalog',
  search: '/search',
  school: (slug: string) => `/school/${encodeURIComponent(slug)}`,
  center: (slug: string) => `/center/${encodeURIComponent(slug)}`,
  virtualReception: '/virtual-reception',
  jessup: '/jessup',
  library: '/library',
  developmentOffice: '/development-office',
  summerSchool: '/summer-school',
  serviceCenter: '/service-center',
  education: (slug: string) => `/education/${encodeURIComponent(slug)}`,
  schoolProgram: (slug: string) => `/school-program/${encodeURIComponent(slug)}`,
  grant: (slug: string) => `/grant/${encodeURIComponent(slug)}`,
  dualProgram: (slug: string) => `/dual-program/${encodeURIComponent(slug)}`,
  science: (slug: string) => `/science/${encodeURIComponent(slug)}`,
  scienceGrant: (slug: string) => `/science-grant/${encodeURIComponent(slug)}`,
  project: (slug: string) => `/project/${encodeURIComponent(slug)}`,
  /** An activity of a project: ?p= names the project. */
  projectActivity: (slug: string, projectId: number) =>
    `/project-activity/${encodeURIComponent(slug)}?p=${projectId}`,
  publication: (slug: string) => `/publication/${encodeURIComponent(slug)}`,
  sdg: (slug: string) => `/sdg/${encodeURIComponent(slug)}`,
  announcement: (id: number) => `/dissertation-committee/announcements/${id}`,
  studentLife: (slug: string) => `/student-life/${encodeURIComponent(slug)}`,
  businessAdvice: (slug: string) => `/business-advice/${encodeURIComponent(slug)}`,
  devSitemap: '/devSitemap',
  notFound: '/404',
} as const

export {
  STATIC_PAGES,
  staticSlugsOf,
  type FamilySlug,
  type PageFamily,
  type StaticSlug,
} from './staticPages'

/** The router's patterns, relative to a language root. */
export const routePatterns = {
  news: 'news',
  newsItem: 'news/:slug',
  newsCatalog: 'news-catalog',
  search: 'search',
  center: 'center/:slug',
  school: 'school/:slug',
  education: 'education/:slug',
  schoolProgram: 'school-program/:slug',
  grant: 'grant/:slug',
  dualProgram: 'dual-program/:slug',
  science: 'science/:slug',
  scienceGrant: 'science-grant/:slug',
  project: 'project/:slug',
  projectActivity: 'project-activity/:slug',
  publication: 'publication/:slug',
  sdg: 'sdg/:slug',
  announcement: 'dissertation-committee/announcements/:id',
  studentLife: 'student-life/:slug',
  businessAdvice: 'business-advice/:slug',
  hrSection: 'hr-department/:section',
  devSitemap: 'devSitemap',
  notFound: '404',
} as const

/** "/news" in Russian is "/ru/news"; "/" is "/ru/". Query and hash are kept. */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (lang === DEFAULT_LANG) return clean
  return `/${lang}${clean}`
}

/** Splits "/ru/news" into { lang: "ru", path: "/news" }. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(ru|en)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { lang: DEFAULT_LANG, path: pathname || '/' }
  const lang = LANGS.find((l) => l === match[1]) ?? DEFAULT_LANG
  return { lang, path: match[2] || '/' }
}

/** The same page (path, query and hash) in another language. */
export function switchLangHref(
  location: { pathname: string; search: string; hash: string },
  lang: Lang,
): string {
  const { path } = splitLangPath(location.pathname)
  return localizePath(path, lang) + location.search + location.hash
}

/**
 * Whether a URL from content or a menu points into this app (and so gets a language prefix and
 * client-side navigation) rather than to a file, the API or another site.
 */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/^\/(api|assets)(\/|$)/.test(url)
}

/** A function that turns an unprefixed app path into a link in the current language. */
export function useLocalize(): (path: string) => string {
  const lang = useLang()
  return useCallback((path: string) => (isAppPath(path) ? localizePath(path, lang) : path), [lang])
}
