// Where the window scrolls when the location changes, as a full page load would have it: a new
// page starts at the top (or at its #anchor), Back and Forward return to where the visitor was on
// that entry, and a move within a page (KEEP_SCROLL) stays put. Positions are kept per history
// entry, also across a reload of the tab.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type Location, useLocation, useNavigationType } from 'react-router'
import { keepsScroll } from '@/lib/keepScroll'
import { readStored, writeStored } from '@/lib/storage'

const STORAGE_KEY = 'bilim.scroll-positions'

function readPositions(): Map<string, number> {
  try {
    return new Map(
      JSON.parse(readStored('sessionStorage', STORAGE_KEY) ?? '[]') as [string, number][],
    )
  } catch {
    // not what this app wrote
    return new Map()
  }
}

/** React Router keys the first entry of every document "default", so that one is told apart by
 * its address: otherwise a page opened from the address bar would inherit the scroll of the last
 * page opened that way. */
function entryKey(location: Location): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key
}

/** Whether the browser brought this document back (reload, Back, Forward) rather than opening it:
 * only then does its first render return to a kept position. Every first render is a POP to the
 * router. */
function documentReturned(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.type === 'reload' || navigation?.type === 'back_forward'
}

export function ScrollManager() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const [positions] = useState(readPositions)
  const currentKey = useRef(entryKey(location))
  const firstLocation = useRef(location)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(currentKey.current, window.scrollY)
    const save = () => {
      remember()
      // The last hundred entries are plenty for Back and Forward.
      writeStored('sessionStorage', STORAGE_KEY, JSON.stringify([...positions].slice(-100)))
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', save)
    }
  }, [positions])

  // Layout effect: the new page is in the DOM and not painted yet, so it never shows at the old
  // position first.
  useLayoutEffect(() => {
    currentKey.current = entryKey(location)
    const returned = location !== firstLocation.current || documentReturned()
    const saved = returned ? positions.get(currentKey.current) : undefined
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
    } else if (navigationType !== 'POP' && keepsScroll(location.state)) {
      return
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0)
    }
  }, [location, navigationType, positions])

  return null
}
