// The page's data as the server embedded it: each answer the page was rendered from, as
// `[queryKey, data]`, in a `<script type="application/json">` (data, not code: the
// Content-Security-Policy allows it). Only the answers, not TanStack Query's dehydrated state:
// its bookkeeping (timestamps, counters, each key again as its hash) made every page 0.2-0.4 KB
// larger compressed, and took the bachelor pages past the 14.6 KB a new connection's first round
// trip carries.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'

/** The id of the script element (server/src/site/render.rs writes it). */
export const SSR_DATA_ID = 'ssr-data'

/** The answers a page embeds: each query's key and data. */
export type ServerAnswers = [QueryKey, unknown][]

/** The answers of `queries` that have one (a failed query is left for the browser to fetch). */
export function serverAnswers(queries: Query[]): ServerAnswers {
  return queries.filter((q) => q.state.status === 'success').map((q) => [q.queryKey, q.state.data])
}

/** The embedded answers, or null when the page has none (the server did not render it). */
export function readServerData(script: Element | null): ServerAnswers | null {
  if (!script?.textContent) return null
  try {
    const answers: unknown = JSON.parse(script.textContent)
    return Array.isArray(answers) && answers.every((a) => Array.isArray(a) && Array.isArray(a[0]))
      ? (answers as ServerAnswers)
      : null
  } catch {
    return null
  }
}

/**
 * Puts the embedded answers in `client`'s cache as fetched now: the server's page cache is
 * emptied whenever content changes, so an embedded answer is as fresh as a fetch would be, and an
 * older time would make the app fetch it again at once.
 */
export function hydrateAnswers(client: QueryClient, answers: ServerAnswers, now = Date.now()) {
  for (const [key, data] of answers) client.setQueryData(key, data, { updatedAt: now })
}
