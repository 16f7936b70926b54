// The i18next instance. Each language's main table is its own chunk, loaded before the first page
// in that language renders (the language root of the routes waits for it), so a visitor downloads
// only the language they read; the texts of one page family (sections/) load with that family's
// pages and merge in under their section's key. ru and en are typed against kz, so no key is ever
// missing and no fallback table is needed at run time. The current language is not i18next's
// state: it comes from the URL (see LangLayout) and every component asks for a translator bound
// to it with useT().
import i18next from 'i18next'
import { lazyChunk } from '@/lib/lazyChunk'
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

const loaded = new Set<string>()

/** Whether a language's main texts are there. */
export function languageLoaded(lang: Lang): boolean {
  return loaded.has(lang)
}

/** Makes a language's main texts available (once; later calls return at once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (languageLoaded(lang)) return
  i18n.addResourceBundle(HTML_LANG[lang], 'translation', await tables[lang](), true, true)
  loaded.add(lang)
}

// One chunk per section and language: ./sections/<section>/<lang>.ts exports `<section>`.
const sectionModules = import.meta.glob<Record<Section, Messages[Section]>>('./sections/*/*.ts')

/** Whether a page family's texts are there in a language. */
export function sectionLoaded(lang: Lang, section: Section): boolean {
  return loaded.has(`${lang}.${section}`)
}

/** Makes a page family's texts available under their section's key (once). */
export async function loadSection(lang: Lang, section: Section): Promise<void> {
  if (sectionLoaded(lang, section)) return
  const load = sectionModules[`./sections/${section}/${lang}.ts`]!
  const table = (await lazyChunk(load)())[section]
  i18n.addResourceBundle(HTML_LANG[lang], 'translation', { [section]: table }, true, true)
  loaded.add(`${lang}.${section}`)
}
