// The language of the current route (its URL prefix), provided by the app's language layout, and
// the hooks every component uses to read it.
import { createContext, useContext, useMemo } from 'react'
import { i18n } from './i18n'
import { DEFAULT_LANG, HTML_LANG, type Lang } from './lang'

export const LangContext = createContext<Lang>(DEFAULT_LANG)

export function useLang(): Lang {
  return useContext(LangContext)
}

/** A translator bound to the route's language, and that language. */
export function useT() {
  const lang = useLang()
  // The language's table is loaded before any page in it renders (the router's language root).
  return useMemo(() => ({ t: i18n.getFixedT(HTML_LANG[lang]), lang }), [lang])
}
