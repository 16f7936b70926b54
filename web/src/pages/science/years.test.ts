import { describe, expect, it } from 'vitest'
import { groupByYear, yearParam, yearsOf } from './years'

const results = [
  { id: 1, year: 2024 },
  { id: 2, year: 2026 },
  { id: 3, year: 2024 },
  { id: 4, year: 2025 },
]

describe('lists by year', () => {
  it('names each year once, the newest first', () => {
    expect(yearsOf(results)).toEqual([2026, 2025, 2024])
    expect(yearsOf([])).toEqual([])
  })

  it('groups the records by year and keeps their order inside a year', () => {
    expect(groupByYear(results)).toEqual([
      { year: 2026, records: [{ id: 2, year: 2026 }] },
      { year: 2025, records: [{ id: 4, year: 2025 }] },
      {
        year: 2024,
        records: [
          { id: 1, year: 2024 },
          { id: 3, year: 2024 },
        ],
      },
    ])
  })

  it('reads a year from the query string and ignores anything else', () => {
    expect(yearParam('2024')).toBe(2024)
    expect(yearParam('')).toBeUndefined()
    expect(yearParam('20x4')).toBeUndefined()
    expect(yearParam('12024')).toBeUndefined()
  })
})
