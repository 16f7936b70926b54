import { describe, expect, it } from 'vitest'
import { variantSrcSet } from './mediaVariants'

const stem = '/assets/media/uploads/0a1b2c3d4e5f60718293a4b5c6d7e8f9'

describe('variantSrcSet', () => {
  it('offers every variant of a large upload, narrowest first', () => {
    expect(variantSrcSet(`${stem}-1600.webp`)).toBe(
      `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${stem}-1600.webp 1600w`,
    )
  })

  it('offers the variants an upload narrower than 1600 px has', () => {
    expect(variantSrcSet(`${stem}-700.webp`)).toBe(`${stem}-480.webp 480w, ${stem}-700.webp 700w`)
  })

  it('offers nothing for a single variant or a picture that was not uploaded', () => {
    expect(variantSrcSet(`${stem}-300.webp`)).toBeUndefined()
    expect(variantSrcSet('/assets/media/news/campus.jpg')).toBeUndefined()
    expect(variantSrcSet('https://example.org/a-1600.webp')).toBeUndefined()
  })
})
