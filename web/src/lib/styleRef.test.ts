import { describe, expect, it } from 'vitest'
import { styleRef } from './styleRef'

describe('styleRef', () => {
  it('sets properties and custom properties through the CSSOM, numbers as pixels where React would', () => {
    const element = document.createElement('span')
    styleRef({
      width: 40,
      height: '1.3em',
      borderRadius: 8,
      aspectRatio: '8 / 5',
      opacity: 0.25,
      '--sdg': '#e5243b',
    } as never)(element)
    expect(element.style.width).toBe('40px')
    expect(element.style.height).toBe('1.3em')
    expect(element.style.borderRadius).toBe('8px')
    expect(element.style.opacity).toBe('0.25')
    expect(element.style.getPropertyValue('--sdg')).toBe('#e5243b')
  })
})
