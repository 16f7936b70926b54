// Inline styles the Content-Security-Policy allows. The server's HTML may not carry `style`
// attributes (`style-src 'self'` refuses them, and hydration would not add them back), but
// properties set on `element.style` from a script are allowed: a `ref={styleRef({...})}` sets
// them once the element exists. Use a class whenever the value is one of a few known ones; this
// is for values that come with the data (a colour, an aspect ratio, a skeleton's size).
import type { CSSProperties, RefCallback } from 'react'

/** Properties whose bare numbers are pixels (as React reads them). */
const PIXELS = new Set(['width', 'height', 'borderRadius'])

function cssName(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

export function styleRef<T extends HTMLElement>(style: CSSProperties | undefined): RefCallback<T> {
  return (element) => {
    if (!element || !style) return
    for (const [name, value] of Object.entries(style) as [string, unknown][]) {
      if (value === undefined || value === null || value === '') continue
      const text = typeof value === 'number' && PIXELS.has(name) ? `${value}px` : String(value)
      element.style.setProperty(cssName(name), text)
    }
  }
}
