import { describe, expect, it } from 'vitest'
import { formatDate, isoDate } from './formatDate'

describe('formatDate', () => {
  it('formats in each interface language', () => {
    expect(formatDate('2025-03-14T10:00:00', 'en')).toBe('14 March 2025')
    expect(formatDate('2025-03-14T10:00:00', 'ru')).toBe('14 марта 2025 г.')
    expect(formatDate('2025-03-14T10:00:00', 'kz')).toBe('2025 ж. 14 наурыз')
    expect(formatDate('2024-12-01T09:00:00', 'kz')).toBe('2024 ж. 1 желтоқсан')
  })
  it('never shifts a late-evening date to the next day', () => {
    expect(formatDate('2024-12-31T23:30:00', 'en')).toBe('31 December 2024')
  })
  it('returns unparseable values unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon')
  })
  it('gives the date for <time>', () => {
    expect(isoDate('2025-03-14T10:00:00')).toBe('2025-03-14')
  })
})
