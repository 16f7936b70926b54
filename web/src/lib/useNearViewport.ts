import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether an element has come within `margin` of the viewport (and stays true after). Code that
 * only matters once a visitor gets there (a form at the bottom of a page, a slider's controls)
 * waits for this before it is loaded, so a first load carries only what the first screen shows.
 * Without IntersectionObserver everything counts as near, from the first effect on: the first
 * render says "not near" everywhere, so that the server's HTML and the hydrating render agree.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
