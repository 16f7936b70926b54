// The UTM tags of the visit: read from the URL the visitor landed on and kept in sessionStorage
// for the rest of the visit (the tab), so a consultation sent pages later still says which
// campaign brought the visitor. A later landing with tags of its own replaces them.
// (Kept free of zod and React: the app's entry imports it.)

export const UTM_TAGS = [
  'UTM_SOURCE',
  'UTM_MEDIUM',
  'UTM_CONTENT',
  'UTM_TERM',
  'UTM_CAMPAIGN',
] as const
export type UtmTags = Partial<Record<(typeof UTM_TAGS)[number], string>>

export const UTM_STORAGE_KEY = 'bilim.utm'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The tags of a query string ("?utm_source=x&…"), keyed as the API names them (UTM_SOURCE). */
export function utmFromSearch(search: string): UtmTags {
  const params = new URLSearchParams(search)
  const tags: UtmTags = {}
  for (const tag of UTM_TAGS) {
    const value = params.get(tag.toLowerCase())?.trim()
    if (value) tags[tag] = value.slice(0, 255)
  }
  return tags
}

/** Called once when the app starts, with the landing URL's query string. */
export function captureUtm(search: string, store: Storage | null = storage()) {
  const tags = utmFromSearch(search)
  if (store && Object.keys(tags).length > 0) store.setItem(UTM_STORAGE_KEY, JSON.stringify(tags))
}

/** The tags kept for this visit (empty when it came without any). */
export function visitUtm(store: Storage | null = storage()): UtmTags {
  try {
    const saved = JSON.parse(store?.getItem(UTM_STORAGE_KEY) ?? '{}') as unknown
    if (typeof saved !== 'object' || saved === null) return {}
    const tags: UtmTags = {}
    for (const tag of UTM_TAGS) {
      const value = (saved as Record<string, unknown>)[tag]
      if (typeof value === 'string' && value) tags[tag] = value
    }
    return tags
  } catch {
    return {}
  }
}
