// The SSR Intl shim against Node's ICU (the same CLDR the browsers use) on the app's calls.
import { describe, expect, it } from 'vitest'
import { ssrIntl } from './intl'

const dates = [
  Date.UTC(2025, 2, 14),
  Date.UTC(1999, 0, 1),
  Date.UTC(2024, 11, 31),
  Date.UTC(2026, 4, 9),
]
const numbers = [
  0, 0.25, 0.05, 1.15, 1.25, 1.5, 1.95, 9.95, 12, 99.95, 1234, 1234.56, 12345.67, 1234567.8, -3.14,
  -0.04, 0.5,
]
const counts = [0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 21, 22, 25, 100, 101, 111, 112, 1.5, 0.1]

describe('ssr Intl shim', () => {
  it('formats long dates like ICU', () => {
    for (const locale of ['ru-RU', 'en-GB', 'kk-KZ', 'en']) {
      const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
      for (const d of dates) {
        expect(new ssrIntl.DateTimeFormat(locale, options).format(new Date(d))).toBe(
          new Intl.DateTimeFormat(locale, options).format(new Date(d)),
        )
      }
    }
  })
  it('formats numbers like ICU', () => {
    for (const locale of ['ru-RU', 'en-GB', 'kk-KZ']) {
      for (const max of [0, 1, 2, undefined]) {
        const options = max === undefined ? {} : { maximumFractionDigits: max }
        for (const n of numbers) {
          expect(new ssrIntl.NumberFormat(locale, options).format(n)).toBe(
            new Intl.NumberFormat(locale, options).format(n),
          )
        }
      }
    }
  })
  it('selects plural categories like ICU', () => {
    for (const locale of ['ru', 'en', 'kk']) {
      for (const n of counts) {
        expect(new ssrIntl.PluralRules(locale).select(n)).toBe(
          new Intl.PluralRules(locale).select(n),
        )
      }
      expect(new ssrIntl.PluralRules(locale).resolvedOptions().pluralCategories.sort()).toEqual(
        new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort(),
      )
    }
  })
})
