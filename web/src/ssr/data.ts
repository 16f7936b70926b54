// The page's data as the server embedded it: TanStack Query's dehydrated state in a
// `<script type="application/json">` (data, not code: the Content-Security-Policy allows it).

/** The id of the script element (server/src/site/render.rs writes it). */
export const SSR_DATA_ID = 'ssr-data'

interface Dehydrated {
  queries: { state: { dataUpdatedAt: number } }[]
  mutations: unknown[]
}

/**
 * The embedded state, or null when the page has none (the server did not render it). Its answers
 * count as fetched now: the server's page cache is emptied whenever content changes, so an
 * embedded answer is as fresh as a fetch would be, and an old timestamp would make the app
 * fetch it again at once.
 */
export function readServerData(script: Element | null, now = Date.now()): Dehydrated | null {
  if (!script?.textContent) return null
  try {
    const state = JSON.parse(script.textContent) as Dehydrated
    if (!Array.isArray(state.queries)) return null
    for (const query of state.queries) query.state.dataUpdatedAt = now
    return state
  } catch {
    return null
  }
}
