// How an item is named in lists, selects and headings: its title in the interface language, the
// Kazakh one when that translation is missing, or its number.
import type { Lang } from '@/i18n/lang'
import { asTr, isBlank } from './form/values'

/** A text (a {kz, ru, en} object or a plain string) in `lang`, falling back to Kazakh. */
export function textIn(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  const tr = asTr(value)
  return isBlank(tr[lang]) ? tr.kz : tr[lang]
}

export function itemTitle(value: unknown, lang: Lang, id: number | null): string {
  const text = textIn(value, lang).trim()
  return text || (id === null ? '' : `#${id}`)
}
