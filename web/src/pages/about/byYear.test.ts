import { describe, expect, it } from 'vitest'
import { serverHtml } from '@/test/safeHtml'
import { byYear } from './byYear'

const item = (year: number | null, title: string) => ({ year, title, desc: serverHtml('') })

describe('byYear', () => {
  it('groups consecutive items of a year, keeping their order', () => {
    const groups = byYear([item(2026, 'a'), item(2026, 'b'), item(2025, 'c'), item(null, 'd')])
    expect(groups.map((g) => [g.year, g.items.map((i) => i.title)])).toEqual([
      [2026, ['a', 'b']],
      [2025, ['c']],
      [null, ['d']],
    ])
  })
  it('gives no groups for no items', () => {
    expect(byYear([])).toEqual([])
  })
})
