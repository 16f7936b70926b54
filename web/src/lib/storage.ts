// The browser's storage can be disabled (private modes, policies) or full: reads then find
// nothing and writes are dropped, so what they keep lasts for this page only.
type Area = 'localStorage' | 'sessionStorage'

export function readStored(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key)
  } catch {
    return null
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function writeStored(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key)
    else window[area].setItem(key, value)
  } catch {
    // disabled or full: see above
  }
}
