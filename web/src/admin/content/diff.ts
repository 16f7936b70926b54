// Field-by-field, language-by-language differences between two versions of an item (a revision
// and the current one; someone else's save and mine), and readable names of field paths
// ("blocks.0.desc.ru" → "Blocks, 1 › Description › Russian") for error summaries.
import { isLang, LANGS, type Lang } from '@/i18n/lang'
import type { Field } from '../api/types'
import { fieldLabel } from '../labels'
import { asTr, getAt, isTranslated, type Path } from './form/values'

/** How a list position and a language are named in the interface language. */
export interface PathNames {
  element: (label: string, n: number) => string
  lang: (lang: Lang) => string
}

export interface DiffRow {
  key: string
  /** The field, with its list positions. */
  label: string
  /** The language, for texts in three languages. */
  lang: Lang | null
  before: string
  after: string
}

function show(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(show).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The words of a piece of HTML. */
function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** What a text shows: the words of HTML, or its markup when only the markup changed. */
function showText(field: Field, before: string, after: string): [string, string] {
  if (field.kind !== 'rich_text') return [before, after]
  const [b, a] = [plainText(before), plainText(after)]
  return b === a ? [before, after] : [b, a]
}

export function diffFields(
  fields: readonly Field[],
  before: unknown,
  after: unknown,
  uiLang: Lang,
  names: PathNames,
): DiffRow[] {
  const rows: DiffRow[] = []
  const walk = (fields: readonly Field[], b: unknown, a: unknown, path: Path, prefix: string) => {
    for (const field of fields) {
      const label = `${prefix}${fieldLabel(uiLang, field.name)}`
      const at = [...path, field.name]
      const vb = getAt(b, [field.name])
      const va = getAt(a, [field.name])
      if (isTranslated(field)) {
        const [tb, ta] = [asTr(vb), asTr(va)]
        for (const lang of LANGS) {
          if (tb[lang] === ta[lang]) continue
          const [sb, sa] = showText(field, tb[lang], ta[lang])
          rows.push({ key: [...at, lang].join('.'), label, lang, before: sb, after: sa })
        }
      } else if (field.kind === 'list' || field.kind === 'translated_list') {
        const lb = Array.isArray(vb) ? vb : []
        const la = Array.isArray(va) ? va : []
        for (let i = 0; i < Math.max(lb.length, la.length); i += 1) {
          const name = `${names.element(fieldLabel(uiLang, field.name), i + 1)} › `
          if (field.kind === 'list') {
            walk(field.fields ?? [], lb[i] ?? {}, la[i] ?? {}, [...at, i], `${prefix}${name}`)
          } else {
            const [tb, ta] = [asTr(lb[i]), asTr(la[i])]
            for (const lang of LANGS)
              if (tb[lang] !== ta[lang])
                rows.push({
                  key: [...at, i, lang].join('.'),
                  label: `${prefix}${name.slice(0, -3)}`,
                  lang,
                  before: tb[lang],
                  after: ta[lang],
                })
          }
        }
      } else if (field.kind === 'object') {
        walk(field.fields ?? [], vb ?? {}, va ?? {}, at, `${label} › `)
      } else {
        const [sb, sa] = [show(vb), show(va)]
        if (sb !== sa) rows.push({ key: at.join('.'), label, lang: null, before: sb, after: sa })
      }
    }
  }
  walk(fields, before, after, [], '')
  return rows
}

/** A readable name of a field path of a 422 answer. */
export function describePath(
  fields: readonly Field[],
  key: string,
  uiLang: Lang,
  names: PathNames,
): string {
  const parts: string[] = []
  let current: readonly Field[] = fields
  let field: Field | undefined
  const steps = key.split('.')
  for (let i = 0; i < steps.length; i += 1) {
    const step = steps[i]!
    if (/^\d+$/.test(step) && field) {
      parts[parts.length - 1] = names.element(fieldLabel(uiLang, field.name), Number(step) + 1)
      continue
    }
    if (isLang(step) && field && (isTranslated(field) || field.kind === 'translated_list')) {
      parts.push(names.lang(step))
      continue
    }
    field = current.find((candidate) => candidate.name === step)
    parts.push(field ? fieldLabel(uiLang, field.name) : step)
    current = field?.fields ?? []
  }
  return parts.join(' › ')
}

/**
 * Field paths in the order their inputs appear in the form (fields as the type lists them, list
 * elements by position, then kz, ru, en), so the first error is the first one a reader meets.
 */
export function inFormOrder(fields: readonly Field[], keys: string[]): string[] {
  const rank = (key: string): number[] => {
    const ranks: number[] = []
    let current: readonly Field[] = fields
    for (const step of key.split('.')) {
      if (/^\d+$/.test(step)) ranks.push(Number(step))
      else if (isLang(step)) ranks.push(LANGS.indexOf(step))
      else {
        const index = current.findIndex((field) => field.name === step)
        ranks.push(index < 0 ? current.length : index)
        current = current[index]?.fields ?? []
      }
    }
    return ranks
  }
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1)
      if (a[i] !== b[i]) return a[i]! - b[i]!
    return a.length - b.length
  }
  return [...keys].sort((a, b) => compare(rank(a), rank(b)))
}

/** The language of an error's field path, if it names one. */
export function langOf(key: string): Lang | null {
  const last = key.split('.').pop()
  return isLang(last) ? last : null
}
