import { describe, expect, it } from 'vitest'
import { paginationRange } from './paginationRange'

describe('paginationRange', () => {
  it('is empty without pages and a single slot for one page', () => {
    expect(paginationRange(1, 0)).toEqual([])
    expect(paginationRange(1, 1)).toEqual([1])
  })
  it('shows every page of a short list', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('puts gaps around the current page', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
  })
  it('never hides a single page behind a gap', () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(paginationRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })
  it('clamps a page outside the range', () => {
    expect(paginationRange(99, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8])
  })
})
