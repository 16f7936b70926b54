// The i18next instance. Each language's table is its own chunk, loaded before the first page in
// that language renders (the router's language root waits for it), so a visitor downloads only
// the language they read. ru and en are typed against kz, so no key is ever missing and no
// fallback table is needed at run time. The current language is not i18next's state: it comes
// from the URL (see LangLayout) and every component asks for a translator bound to it with useT().
import i18next from 'i18next'
import { lazyChunk } from '@/lib/lazyChunk'
import type { Messages } from './messages'
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

const tables: Record<Lang, () => Promise<Messages>> = {
  kz: lazyChunk(async () => (await import('./kz')).kz),
  ru: lazyChunk(async () => (await import('./ru')).ru),
  en: lazyChunk(async () => (await import('./en')).en),
}

/** Makes a language's texts available (once; later calls return at once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(HTML_LANG[lang], 'translation')) return
  i18n.addResourceBundle(HTML_LANG[lang], 'translation', await tables[lang]())
}
