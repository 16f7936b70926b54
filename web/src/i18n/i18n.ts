// The i18next instance. Each language's main table is its own chunk, loaded before the first page
// in that language renders (the language root of the routes waits for it), so a visitor downloads
// only the language they read. Texts that only some code needs are sections (sections/), merged in
// under their section's key when that code loads: a page family's with its pages, the forms' own
// (formFields) with a form's code (forms/deferred.tsx). ru and en are typed against kz, so no key
// is ever missing and no fallback table is needed at run time. The current language is not
// i18next's state: it comes from the URL (see LangLayout) and every component asks for a
// translator bound to it with useT().
import i18next from 'i18next'
import { lazyChunk } from '@/lib/lazyChunk'
import { trackNavigation } from '@/lib/pendingNavigation'
import type { BaseMessages, Messages, Section } from './messages'
import { DEFAULT_LANG, HTML_LANG, type Lang } from './lang'

export const i18n = i18next.createInstance()

void i18n.init({
  resources: {},
  lng: HTML_LANG[DEFAULT_LANG],
  fallbackLng: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
})

const tables: Record<Lang, () => Promise<BaseMessages>> = {
  kz: lazyChunk(async () => (await import('./kz')).kz),
  ru: lazyChunk(async () => (await import('./ru')).ru),
  en: lazyChunk(async () => (await import('./en')).en),
}

// Each table loads once, and every caller gets the same promise (React's use() needs a stable
// one). The progress bar counts a table a navigation waits for while it downloads.
const loads = new Map<string, Promise<void>>()
const loaded = new Set<string>()

function loadOnce(
  key: string,
  lang: Lang,
  table: () => Promise<object>,
  navigation = true,
): Promise<void> {
  let promise = loads.get(key)
  if (!promise) {
    const add = async () => {
      i18n.addResourceBundle(HTML_LANG[lang], 'translation', await table(), true, true)
      loaded.add(key)
    }
    promise = (navigation ? trackNavigation(add) : add)()
    loads.set(key, promise)
  }
  return promise
}

/** Whether a language's main texts are there. */
export function languageLoaded(lang: Lang): boolean {
  return loaded.has(lang)
}

/** Makes a language's main texts available. */
export function loadLanguage(lang: Lang): Promise<void> {
  return loadOnce(lang, lang, tables[lang])
}

// One chunk per section and language: ./sections/<section>/<lang>.ts exports `<section>`.
const sectionModules = import.meta.glob<Record<Section, Messages[Section]>>('./sections/*/*.ts')

/** Whether a section's texts are there in a language. */
export function sectionLoaded(lang: Lang, section: Section): boolean {
  return loaded.has(`${lang}.${section}`)
}

/** Makes a section's texts available under its key. */
export function loadSection(lang: Lang, section: Section): Promise<void> {
  const load = lazyChunk(sectionModules[`./sections/${section}/${lang}.ts`]!)
  // A form loads as the visitor scrolls to it or opens it, on a page already shown: no navigation
  // waits for its texts, as none waits for its code.
  return loadOnce(
    `${lang}.${section}`,
    lang,
    async () => ({ [section]: (await load())[section] }),
    section !== 'formFields',
  )
}
