// The three interface languages. `Lang` is the API's code (kz/ru/en); the HTML and Intl tags differ
// for Kazakh (ISO 639-1 "kk"), so every conversion goes through the tables below.

export const LANGS = ['kz', 'ru', 'en'] as const
export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'kz'

/** `<html lang>` and i18next language tag. */
export const HTML_LANG: Record<Lang, string> = { kz: 'kk', ru: 'ru', en: 'en' }

/** Locale for Intl date and number formatting. */
export const LOCALE: Record<Lang, string> = { kz: 'kk-KZ', ru: 'ru-RU', en: 'en-GB' }

/** How each language names itself in the switcher. */
export const LANG_LABEL: Record<Lang, { short: string; long: string }> = {
  kz: { short: 'Қаз', long: 'Қазақша' },
  ru: { short: 'Рус', long: 'Русский' },
  en: { short: 'Eng', long: 'English' },
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}
