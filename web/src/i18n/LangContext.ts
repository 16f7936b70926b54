// The language of the current route (its URL prefix), provided by the app's language layout, and
// the hooks every component uses to read it.
import { createContext, useContext, useMemo } from 'react'
import type { TFunction } from 'i18next'
import { i18n } from './i18n'
import { DEFAULT_LANG, HTML_LANG, type Lang } from './lang'

export const LangContext = createContext<Lang>(DEFAULT_LANG)

export function useLang(): Lang {
  return useContext(LangContext)
}

/**
 * i18next's translator for a language, remembering the texts of keys asked for without options
 * (most are): each call of i18next's copies its whole options object twice, a few hundred times
 * a page, which showed in a server render. Forgotten when texts are added (a section loads).
 */
function rememberingT(lang: Lang): TFunction {
  // Called through a plain signature: TFunction's overloads and brand are for its callers.
  const t = i18n.getFixedT(HTML_LANG[lang]) as unknown as (...args: unknown[]) => unknown
  const texts = new Map<string, string>()
  i18n.store.on('added', () => texts.clear())
  const remembering = (...args: unknown[]) => {
    const [key] = args
    if (args.length !== 1 || typeof key !== 'string') return t(...args)
    let text = texts.get(key)
    if (text === undefined) {
      text = t(key) as string
      texts.set(key, text)
    }
    return text
  }
  return remembering as unknown as TFunction
}

const translators = new Map<Lang, TFunction>()

/** A translator bound to the route's language, and that language. */
export function useT() {
  const lang = useLang()
  // The language's table is loaded before any page in it renders (the router's language root).
  return useMemo(() => {
    let t = translators.get(lang)
    if (!t) translators.set(lang, (t = rememberingT(lang)))
    return { t, lang }
  }, [lang])
}
