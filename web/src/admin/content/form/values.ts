// An item's fields as the edit form holds them: plain JSON, changed immutably by path, so a field
// editor re-renders only when its own value changes. Paths name values as the server's 422 errors
// do ("blocks.0.desc.ru"). List elements keep a key across edits and moves (the WeakMap below), so
// React keeps each element's editors (and a rich-text editor's undo history) with the element.
import { LANGS, type Lang } from '@/i18n/lang'
import type { Field, Fields, Tr } from '../../api/types'
import { READ_ONLY_KEYS } from '../../api/types'

export type Path = readonly (string | number)[]

export const pathKey = (path: Path): string => path.join('.')

/** An id for the input at `path` (ids of one form are unique by path). */
export const inputId = (path: Path): string =>
  `field-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '-')}`

export function getAt(root: unknown, path: Path): unknown {
  let node = root
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[step]
  }
  return node
}

const elementKeys = new WeakMap<object, string>()
let lastKey = 0

/** A stable key for a list element (an object); strings fall back to their index. */
export function elementKey(element: unknown, index: number): string {
  if (element === null || typeof element !== 'object') return `i${index}`
  let key = elementKeys.get(element)
  if (!key) {
    lastKey += 1
    key = `e${lastKey}`
    elementKeys.set(element, key)
  }
  return key
}

function copyOf(node: unknown, step: string | number): Record<string | number, unknown> {
  if (Array.isArray(node)) return [...node] as unknown as Record<number, unknown>
  if (node !== null && typeof node === 'object') return { ...(node as Record<string, unknown>) }
  return typeof step === 'number' ? ([] as unknown as Record<number, unknown>) : {}
}

/** `root` with the value at `path` replaced; every object on the way is a copy keeping its key. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T
  const [step, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = copyOf(root, step)
  copy[step] = setAt((root as Record<string | number, unknown> | null)?.[step], rest, value)
  const key = root !== null && typeof root === 'object' ? elementKeys.get(root) : undefined
  if (key) elementKeys.set(copy, key)
  return copy as T
}

/** Moves the element at `from` to `to` in a copy of the list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list]
  const [element] = copy.splice(from, 1)
  copy.splice(to, 0, element as T)
  return copy
}

/**
 * A moved list whose elements have places of their own (a block's `slot`: where on the page it
 * sits, which the public page places other parts by): the places in use stay the same and go, in
 * order, to the elements in their new order, so the list and the page agree. Each element keeps
 * its key. A list without places is returned as it is.
 */
export function withSlotsInOrder<T>(list: readonly T[]): T[] {
  const slotOf = (element: T) =>
    element !== null && typeof element === 'object'
      ? (element as Record<string, unknown>)['slot']
      : undefined
  if (!list.every((element) => typeof slotOf(element) === 'number')) return [...list]
  const slots = list.map((element) => slotOf(element) as number).sort((a, b) => a - b)
  return list.map((element, i) =>
    slotOf(element) === slots[i] ? element : (setAt(element, ['slot'], slots[i]) as T),
  )
}

export const emptyTr = (): Tr => ({ kz: '', ru: '', en: '' })

const TRANSLATED_KINDS = new Set(['translated', 'translated_long', 'rich_text'])

/** Whether a field holds a text per language ({kz, ru, en}). */
export const isTranslated = (field: Field): boolean => TRANSLATED_KINDS.has(field.kind)

/** The value of a new, empty field. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'translated':
    case 'translated_long':
    case 'rich_text':
      return emptyTr()
    case 'images':
    case 'references':
    case 'list':
    case 'translated_list':
      return []
    case 'object':
      return emptyFields(field.fields ?? [])
    case 'integer':
      return field.required && field.min !== undefined ? field.min : null
    case 'choice':
      return field.required && field.choices?.length ? field.choices[0] : null
    case 'color':
      return field.required ? '#000000' : ''
    case 'number':
    case 'reference':
    case 'image':
    case 'document':
    case 'video':
      return null
    default:
      return ''
  }
}

export function emptyFields(fields: readonly Field[]): Fields {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]))
}

/** An item's editable fields: every field of the type, the read-only state left out. */
export function editableFields(fields: readonly Field[], item: Fields): Fields {
  const values: Fields = emptyFields(fields)
  for (const [name, value] of Object.entries(item)) {
    if ((READ_ONLY_KEYS as readonly string[]).includes(name)) continue
    values[name] = value
  }
  return values
}

/** A text is blank when it shows nothing: no letters and, for HTML, no image. */
export function isBlank(text: unknown): boolean {
  if (typeof text !== 'string') return true
  if (!/[<&]/.test(text)) return text.trim() === ''
  if (/<img\b/i.test(text)) return false
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  )
}

export function asTr(value: unknown): Tr {
  if (typeof value === 'string') return { ...emptyTr(), kz: value }
  if (value === null || typeof value !== 'object') return emptyTr()
  const object = value as Partial<Record<Lang, unknown>>
  return Object.fromEntries(
    LANGS.map((lang) => [lang, typeof object[lang] === 'string' ? object[lang] : '']),
  ) as Tr
}

/** A translation is missing when the Kazakh text is there and this language's is not. */
export function lacksTranslation(value: unknown, lang: Lang): boolean {
  if (lang === 'kz') return false
  const tr = asTr(value)
  return !isBlank(tr.kz) && isBlank(tr[lang])
}

/** Paths of every missing translation in `values`, per language (as the server's `missing`). */
export function missingTranslations(
  fields: readonly Field[],
  values: unknown,
): Record<'ru' | 'en', string[]> {
  const found: Record<'ru' | 'en', string[]> = { ru: [], en: [] }
  const walk = (fields: readonly Field[], node: unknown, prefix: Path) => {
    for (const field of fields) {
      const value = getAt(node, [field.name])
      const path = [...prefix, field.name]
      if (isTranslated(field)) {
        for (const lang of ['ru', 'en'] as const)
          if (lacksTranslation(value, lang)) found[lang].push(pathKey(path))
      } else if (field.kind === 'translated_list' && Array.isArray(value)) {
        value.forEach((element, i) => {
          for (const lang of ['ru', 'en'] as const)
            if (lacksTranslation(element, lang)) found[lang].push(pathKey([...path, i]))
        })
      } else if (field.kind === 'list' && Array.isArray(value)) {
        value.forEach((element, i) => walk(field.fields ?? [], element, [...path, i]))
      } else if (field.kind === 'object') {
        walk(field.fields ?? [], value, path)
      }
    }
  }
  walk(fields, values, [])
  return found
}

/** Errors at `path` or below it. */
export function errorsUnder(errors: Record<string, string[]>, path: Path): boolean {
  const key = pathKey(path)
  return Object.keys(errors).some((at) => at === key || at.startsWith(`${key}.`))
}

/** The errors left once the value at `path` changed (its own and those below are stale). */
export function withoutErrorsUnder(
  errors: Record<string, string[]>,
  path: Path,
): Record<string, string[]> {
  if (!errorsUnder(errors, path)) return errors
  const key = pathKey(path)
  return Object.fromEntries(
    Object.entries(errors).filter(([at]) => at !== key && !at.startsWith(`${key}.`)),
  )
}

/** The ids that describe an input, skipping those not shown. */
export function describedBy(
  ...ids: (string | number | false | null | undefined)[]
): string | undefined {
  const shown = ids.filter(Boolean)
  return shown.length ? shown.join(' ') : undefined
}
