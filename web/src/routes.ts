// The app's route paths (the table is routeTable.ts) and the helpers that put a path into a
// language. Kazakh lives at unprefixed paths, Russian under /ru, English under /en. Paths in the
// table, in menus and in content links are always written without a language prefix.
import { useCallback } from 'react'
import { useLang } from '@/i18n/LangContext'
import { DEFAULT_LANG, LANGS, type Lang } from '@/i18n/lang'
import { routeLinks } from './routeTable'

/**
 * Link builders for every route of the table, e.g. `paths.news` is "/news" and
 * `paths.newsItem(slug)` is "/news/{slug}". The static pages' paths are their slugs; a short-named
 * page's path is `shortNamedPath(slug, shortName)`.
 */
export const paths = routeLinks

export {
  ROUTES,
  buildPath,
  matchesRoute,
  type Family,
  type RouteDef,
  type RouteName,
} from './routeTable'
export {
  SHORT_NAMED_PAGES,
  STATIC_PAGES,
  shortNamedPath,
  staticSlugsOf,
  type FamilySlug,
  type PageFamily,
  type ShortNamedSlug,
  type StaticSlug,
} from './staticPages'

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
