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

/** The lazily loaded page families that render content pages (each is its own chunk). */
export type PageFamily = 'content' | 'education' | 'science' | 'campus' | 'about'

/**
 * Every static page (its path is its slug) and the family that renders it. A family draws the
 * page's banner and blocks and adds what the page shows besides them (lists, sliders, forms).
 */
export const STATIC_PAGES = {
  // Pages built around a visitor form.
  'virtual-reception': 'content',
  jessup: 'content',
  library: 'content',
  'development-office': 'content',
  'summer-school': 'content',
  'service-center': 'content',
  // Studying here: grants, programmes with partners, mobility, international students.
  grants: 'education',
  'double-degree-programs': 'education',
  'partner-universities': 'education',
  ratings: 'education',
  'information-for-international-students': 'education',
  'information-for-foreign-teachers': 'education',
  'selection-and-application-procedure': 'education',
  international: 'education',
  'incoming-academic-mobility': 'education',
  'expenses-for-the-period-of-mobility': 'education',
  surveys: 'education',
  'employee-mobility': 'education',
  'academic-mobility': 'education',
  // Research, sustainable development and the digital university.
  'our-sustainable-development': 'science',
  'dissertation-committee': 'science',
  olympiad: 'science',
  'digital-university': 'science',
  digitalization: 'science',
  'impact-ranking': 'science',
  // Student and staff life.
  'career-development-office': 'campus',
  volunteers: 'campus',
  inclusion: 'campus',
  'hr-department': 'campus',
  'military-department': 'campus',
  contacts: 'campus',
  // The university itself: history, governance, documents.
  'history-dbu': 'about',
  'mission-and-values': 'about',
  'management-dbu': 'about',
  'academic-council': 'about',
  'academic-policy': 'about',
  'consolidated-financial-statements': 'about',
  'articles-of-association-and-details': 'about',
  provisions: 'about',
  'university-purchases': 'about',
  'educational-and-methodological-association': 'about',
  'safety-rules-at-the-university': 'about',
  competition: 'about',
  strategy: 'about',
  'selection-application': 'about',
  'edu-finance': 'about',
  'office-registrar': 'about',
  'office-of-advisors': 'about',
  welcome: 'about',
} as const satisfies Record<string, PageFamily>

export type StaticSlug = keyof typeof STATIC_PAGES
/** The static pages a family renders. */
export type FamilySlug<F extends PageFamily> = {
  [S in StaticSlug]: (typeof STATIC_PAGES)[S] extends F ? S : never
}[StaticSlug]

export const staticSlugsOf = <F extends PageFamily>(family: F) =>
  (Object.keys(STATIC_PAGES) as StaticSlug[]).filter(
    (slug): slug is FamilySlug<F> => STATIC_PAGES[slug] === family,
  )

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
