import { describe, expect, it } from 'vitest'
import { parseProgramFilters, withoutProgramFilters } from './programFilters'

describe('programme filters in the URL', () => {
  it('reads the filters that hold positive ids and ignores the rest', () => {
    const params = new URLSearchParams('school=66&language=3&period=abc&subject=-1&form=0&x=1')
    expect(parseProgramFilters(params)).toEqual({ school: 66, language: 3 })
  })

  it('clears only the filters', () => {
    expect(withoutProgramFilters(new URLSearchParams('school=66&form=31&utm_source=x'))).toBe(
      '?utm_source=x',
    )
    expect(withoutProgramFilters(new URLSearchParams('school=66'))).toBe('?')
  })
})
