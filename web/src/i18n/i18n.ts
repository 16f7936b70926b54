// The i18next instance. All three tables are bundled (they are small), so switching language never
// waits for the network. The current language is not i18next's state: it comes from the URL (see
// LangProvider) and every component asks for a translator bound to it with useT().
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en'
import { kz } from './kz'
import type { Messages } from './messages'
import { ru } from './ru'
import { DEFAULT_LANG, HTML_LANG, LANGS, type Lang } from './lang'

export const tables: Record<Lang, Messages> = { kz, ru, en }

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGS.map((l) => [HTML_LANG[l], { translation: tables[l] }])),
  lng: HTML_LANG[DEFAULT_LANG],
  fallbackLng: HTML_LANG[DEFAULT_LANG],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
})
