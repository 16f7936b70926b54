import { describe, expect, it } from 'vitest'
import { dateAndTime } from './format'

describe('dateAndTime', () => {
  it('gives the date and the wall-clock time of a local timestamp', () => {
    expect(dateAndTime('2026-11-27T11:00:00', 'en')).toBe('27 November 2026, 11:00')
    expect(dateAndTime('2026-11-27T09:30:00', 'kz')).toBe('2026 ж. 27 қараша, 09:30')
  })

  it('gives only the date when there is no time', () => {
    expect(dateAndTime('2026-11-27', 'en')).toBe('27 November 2026')
  })
})
