import { describe, expect, it } from 'vitest'
import { choiceLabel, fieldLabel, readable, typeLabel } from './labels'

describe('names of types, fields and choices', () => {
  it('come from the admin’s texts in the interface language', () => {
    expect(typeLabel('kz', 'news')).toBe('Жаңалықтар')
    expect(typeLabel('ru', 'dual-programs')).toBe('Дуальные программы')
    expect(fieldLabel('en', 'published_at')).toBe('Publication date')
    expect(choiceLabel('ru', 'bachelor')).toBe('Бакалавриат')
  })

  it('fall back to the raw name made readable, so a new field never breaks a screen', () => {
    expect(fieldLabel('kz', 'office_hours')).toBe('Office hours')
    expect(typeLabel('en', 'alumni-stories')).toBe('Alumni stories')
    expect(fieldLabel('en', 'toString')).toBe('ToString')
    expect(fieldLabel('en', 'a.b')).toBe('A.b')
    expect(readable('')).toBe('')
  })
})
