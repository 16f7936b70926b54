import { describe, expect, it } from 'vitest'
import type { Field } from '../../api/types'
import {
  editableFields,
  elementKey,
  emptyFields,
  isBlank,
  lacksTranslation,
  missingTranslations,
  moved,
  withSlotsInOrder,
  setAt,
  withoutErrorsUnder,
} from './values'

const blocks: Field = {
  name: 'blocks',
  kind: 'list',
  required: false,
  fields: [
    { name: 'title', kind: 'translated', required: false },
    { name: 'items', kind: 'translated_list', required: false },
  ],
}

describe('form values', () => {
  it('changes a value by path, copying only what leads to it', () => {
    const values = { title: { kz: 'a', ru: '', en: '' }, blocks: [{ title: { kz: 'b' } }, {}] }
    const next = setAt(values, ['blocks', 0, 'title', 'ru'], 'б')
    expect(next.blocks[0]).toEqual({ title: { kz: 'b', ru: 'б' } })
    expect(next.title).toBe(values.title)
    expect(next.blocks[1]).toBe(values.blocks[1])
    expect(values.blocks[0]).toEqual({ title: { kz: 'b' } })
  })

  it('keeps a list element’s key through edits and moves', () => {
    const list = [{ n: 1 }, { n: 2 }]
    const keys = list.map((element, i) => elementKey(element, i))
    const edited = setAt(list, [1, 'n'], 3)
    expect(elementKey(edited[1], 1)).toBe(keys[1])
    const swapped = moved(edited, 1, 0)
    expect(swapped.map((element, i) => elementKey(element, i))).toEqual([keys[1], keys[0]])
  })

  it('gives moved blocks the places in order, so the list stays the page order', () => {
    const blocks = [
      { n: 1, slot: 1 },
      { n: 2, slot: 4 },
      { n: 3, slot: 11 },
    ]
    const keys = blocks.map((block, i) => elementKey(block, i))
    const next = withSlotsInOrder(moved(blocks, 2, 0))
    expect(next).toEqual([
      { n: 3, slot: 1 },
      { n: 1, slot: 4 },
      { n: 2, slot: 11 },
    ])
    expect(next.map((block, i) => elementKey(block, i))).toEqual([keys[2], keys[0], keys[1]])
    const plain = [{ n: 1 }, { n: 2 }]
    expect(withSlotsInOrder(moved(plain, 1, 0))).toEqual([{ n: 2 }, { n: 1 }])
  })

  it('starts a new item with every field empty, and reads an item without its state', () => {
    const fields: Field[] = [
      { name: 'title', kind: 'translated', required: true },
      { name: 'n', kind: 'integer', required: true, min: 1 },
      { name: 'kind', kind: 'choice', required: true, choices: ['a', 'b'] },
      {
        name: 'contacts',
        kind: 'object',
        required: false,
        fields: [{ name: 'phone', kind: 'text', required: false }],
      },
      blocks,
    ]
    expect(emptyFields(fields)).toEqual({
      title: { kz: '', ru: '', en: '' },
      n: 1,
      kind: 'a',
      contacts: { phone: '' },
      blocks: [],
    })
    expect(editableFields(fields, { id: 3, version: 2, status: 'draft', n: 4 })).toEqual({
      ...emptyFields(fields),
      n: 4,
    })
  })

  it('finds a missing translation where Kazakh is there and the language is not', () => {
    expect(lacksTranslation({ kz: 'Мәтін', ru: '', en: 'Text' }, 'ru')).toBe(true)
    expect(lacksTranslation({ kz: 'Мәтін', ru: '', en: 'Text' }, 'en')).toBe(false)
    expect(lacksTranslation({ kz: '', ru: '', en: '' }, 'ru')).toBe(false)
    expect(
      lacksTranslation(
        { kz: '<p>Мәтін</p>', ru: '<p></p>', en: '<p><img src="/a.webp"></p>' },
        'ru',
      ),
    ).toBe(true)
    expect(isBlank('<p>&nbsp;</p>')).toBe(true)
    const values = {
      blocks: [{ title: { kz: 'а', ru: '', en: 'a' }, items: [{ kz: 'б', ru: 'б', en: '' }] }],
    }
    expect(missingTranslations([blocks], values)).toEqual({
      ru: ['blocks.0.title'],
      en: ['blocks.0.items.0'],
    })
  })

  it('drops the errors of what changed, and of what lies under it', () => {
    const errors = { 'blocks.0.title.kz': ['x'], 'blocks.1': ['y'], slug: ['z'], blocks10: ['w'] }
    expect(withoutErrorsUnder(errors, ['blocks', 0])).toEqual({
      'blocks.1': ['y'],
      slug: ['z'],
      blocks10: ['w'],
    })
    expect(withoutErrorsUnder(errors, ['title'])).toBe(errors)
  })
})
