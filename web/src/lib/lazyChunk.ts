// Lazy chunks (route modules, language tables, forms) with a stale-deploy guard: when a chunk
// cannot be loaded (typically because a new deploy replaced the hashed files this tab was built
// against), load the page the visitor was going to afresh, once, to pick up the new index.html.
// The time of that reload, kept in sessionStorage, stops a loop: a chunk that still fails within
// a minute reaches the route's error screen. (Clearing the mark on success would not do: a page
// loads several chunks, and one that loads must not re-arm the reload for one that does not.)

export const CHUNK_RELOAD_KEY = 'bilim.chunk-reload'
const RELOAD_GUARD_MS = 60_000

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function lazyChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load()
    } catch (error) {
      const store = storage()
      const lastReload = Number(store?.getItem(CHUNK_RELOAD_KEY) ?? 0)
      if (store && !(Date.now() - lastReload < RELOAD_GUARD_MS)) {
        store.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
        // The address bar already shows the page the visitor was going to.
        window.location.reload()
        // Keep the current screen until the browser loads the page.
        return new Promise<T>(() => {})
      }
      throw error
    }
  }
}
