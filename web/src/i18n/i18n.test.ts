import { describe, expect, it } from 'vitest'
import { allTexts as tables } from './allTexts'
import { i18n } from './i18n'
import { HTML_LANG, LANGS, type Lang } from './lang'

function keyPaths(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()
}

function valueAt(table: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], table)
}

describe('interface text tables', () => {
  const source = keyPaths(tables.kz).sort()

  it.each(LANGS)('%s has exactly the keys of the Kazakh table', (lang) => {
    expect(keyPaths(tables[lang]).sort()).toEqual(source)
  })

  it.each(LANGS)('%s has no empty texts', (lang) => {
    for (const path of source) expect(valueAt(tables[lang], path), path).not.toBe('')
  })

  it.each(LANGS)('%s uses the same {{placeholders}} as Kazakh', (lang) => {
    for (const path of source) {
      expect(placeholders(String(valueAt(tables[lang], path))), path).toEqual(
        placeholders(String(valueAt(tables.kz, path))),
      )
    }
  })

  it('keeps each form text in one place: the main table or the forms’ own section', () => {
    const own = new Set(keyPaths(tables.kz.formFields))
    expect(keyPaths(tables.kz.forms).filter((path) => own.has(path))).toEqual([])
  })

  it('counts results in each language’s plural forms', () => {
    const found = (lang: Lang, count: number) => {
      i18n.addResourceBundle(HTML_LANG[lang], 'translation', tables[lang], true, true)
      return i18n.getFixedT(HTML_LANG[lang])('search.found', { count, query: 'q' })
    }
    expect([1, 3, 5, 11, 21, 22].map((n) => found('ru', n))).toEqual([
      'По запросу «q» найден 1 результат',
      'По запросу «q» найдено 3 результата',
      'По запросу «q» найдено 5 результатов',
      'По запросу «q» найдено 11 результатов',
      'По запросу «q» найден 21 результат',
      'По запросу «q» найдено 22 результата',
    ])
    expect([1, 2].map((n) => found('en', n))).toEqual(['1 result for «q»', '2 results for «q»'])
    expect(found('kz', 2)).toBe('«q» сұрауы бойынша 2 нәтиже табылды')
  })

  it('names the university news tab as the original site does', () => {
    expect(tables.ru.news.universityNews).toBe('Новости университета')
  })
})
