import { describe, expect, it } from 'vitest'
import { compareText } from './compareText'

const sorted = (words: string[], lang: 'kz' | 'ru' | 'en') =>
  [...words].sort((a, b) => compareText(a, b, lang))

describe('compareText', () => {
  it('puts Kazakh letters where the Kazakh alphabet has them', () => {
    expect(sorted(['Түркия', 'Қытай', 'Корея', 'Ұлыбритания', 'Германия'], 'kz')).toEqual([
      'Германия',
      'Корея',
      'Қытай',
      'Түркия',
      'Ұлыбритания',
    ])
  })
  it('sorts Russian and English names alphabetically, case aside', () => {
    expect(sorted(['Франция', 'китай', 'Германия', 'Южная Корея'], 'ru')).toEqual([
      'Германия',
      'китай',
      'Франция',
      'Южная Корея',
    ])
    expect(sorted(['Turkey', 'china', 'Germany', 'United Kingdom'], 'en')).toEqual([
      'china',
      'Germany',
      'Turkey',
      'United Kingdom',
    ])
  })
  it('orders a word before its longer continuation and equal words as equal', () => {
    expect(compareText('Кор', 'Корея', 'ru')).toBeLessThan(0)
    expect(compareText('Корея', 'Корея', 'ru')).toBe(0)
  })
})
