import { describe, expect, it } from 'vitest'
import { pageFromParam } from './usePageParam'

describe('pageFromParam', () => {
  it('reads a positive whole page number', () => {
    expect(pageFromParam('3')).toBe(3)
  })
  it('falls back to the first page', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromParam(value)).toBe(1)
  })
})
