// Names of content types, fields and choices in the interface language, from the admin's text
// section (admin.typeNames, admin.fieldNames, admin.choiceNames). A name the tables do not know
// (a type or field added on the server later) shows as itself made readable, never as an error.
import { i18n } from '@/i18n/i18n'
import { HTML_LANG, type Lang } from '@/i18n/lang'

type Table = 'typeNames' | 'fieldNames' | 'choiceNames'

/** "published_at" → "Published at", "dual-programs" → "Dual programs". */
export function readable(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : name
}

function lookup(lang: Lang, table: Table, name: string): string {
  // Keys are plain object keys: never let a name with a dot reach into another table.
  const texts = i18n.getResource(HTML_LANG[lang], 'translation', `admin.${table}`) as
    Record<string, unknown> | undefined
  const text = texts && Object.hasOwn(texts, name) ? texts[name] : undefined
  return typeof text === 'string' && text ? text : readable(name)
}

export const typeLabel = (lang: Lang, name: string) => lookup(lang, 'typeNames', name)
export const fieldLabel = (lang: Lang, name: string) => lookup(lang, 'fieldNames', name)
export const choiceLabel = (lang: Lang, name: string) => lookup(lang, 'choiceNames', name)

/** Date and time of a server timestamp, the same in every language: "2026-11-24 14:05". */
export function formatWhen(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
