import { describe, expect, it } from 'vitest'
import { samples } from '../test/fixtures'
import { describePath, diffFields, inFormOrder, langOf, type PathNames } from './diff'

const names: PathNames = {
  element: (label, n) => `${label}, ${n}`,
  lang: (lang) => lang.toUpperCase(),
}

describe('differences and field paths', () => {
  it('compares two versions field by field and language by language', () => {
    const before = {
      title: { kz: 'Ескі', ru: 'Старый', en: '' },
      code: 'A',
      body: { kz: '<p>Бір</p>', ru: '<p>Один</p>', en: '' },
      blocks: [{ n: 1, title: { kz: 'Блок', ru: '', en: '' }, items: [] }],
    }
    const after = {
      title: { kz: 'Жаңа', ru: 'Старый', en: 'New' },
      code: 'A',
      body: { kz: '<p><strong>Бір</strong></p>', ru: '<p>Два</p>', en: '' },
      blocks: [
        { n: 1, title: { kz: 'Блок', ru: 'Блок', en: '' }, items: [] },
        { n: 2, title: { kz: 'Екі', ru: '', en: '' }, items: [] },
      ],
    }
    const rows = diffFields(samples.fields, before, after, 'en', names)
    expect(rows.map((row) => [row.label, row.lang, row.before, row.after])).toEqual([
      ['Title', 'kz', 'Ескі', 'Жаңа'],
      ['Title', 'en', '', 'New'],
      // Only the markup changed: the markup is shown; words changed: the words.
      ['Text', 'kz', '<p>Бір</p>', '<p><strong>Бір</strong></p>'],
      ['Text', 'ru', 'Один', 'Два'],
      ['Blocks, 1 › Title', 'ru', '', 'Блок'],
      ['Blocks, 2 › Block number', null, '', '2'],
      ['Blocks, 2 › Title', 'kz', '', 'Екі'],
    ])
  })

  it('names a 422 path as a person reads the form, and orders paths as the form shows them', () => {
    expect(describePath(samples.fields, 'blocks.0.items.2.title.ru', 'en', names)).toBe(
      'Blocks, 1 › Items, 3 › Title › RU',
    )
    expect(describePath(samples.fields, 'nonsense.field', 'en', names)).toBe('nonsense › field')
    expect(
      inFormOrder(samples.fields, [
        'blocks.1.title.kz',
        'slug',
        'blocks.0.n',
        'title.en',
        'title.kz',
      ]),
    ).toEqual(['title.kz', 'title.en', 'slug', 'blocks.0.n', 'blocks.1.title.kz'])
    expect(langOf('blocks.0.title.ru')).toBe('ru')
    expect(langOf('slug')).toBeNull()
  })
})
