import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Img } from './Img'

const SIZES = '(min-width: 640px) 50vw, 100vw'

describe('Img', () => {
  it('gives an uploaded picture its narrower variants and the width it is shown at', () => {
    render(
      <Img
        src="/assets/media/uploads/ab12-1600.webp"
        alt="x"
        width={800}
        height={500}
        sizes={SIZES}
      />,
    )
    const img = screen.getByRole('img', { name: 'x' })
    expect(img).toHaveAttribute('srcset', expect.stringContaining('-480.webp 480w'))
    expect(img).toHaveAttribute('sizes', SIZES)
  })

  it('leaves out `sizes` for a picture without variants (HTML allows it only with a srcset)', () => {
    render(<Img src="/assets/media/campus.svg" alt="x" width={800} height={500} sizes={SIZES} />)
    const img = screen.getByRole('img', { name: 'x' })
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
  })
})
