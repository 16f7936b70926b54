// Lazy route modules with a stale-deploy guard: when a page chunk cannot be loaded (typically
// because a new deploy replaced the hashed files this tab was built against), load the page the
// visitor was going to afresh, once, to pick up the new index.html. A sessionStorage flag stops a
// reload loop; if the chunk still fails after that, the error reaches the route's error screen.

export const CHUNK_RELOAD_KEY = 'bilim.chunk-reload'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * @param pendingUrl the URL of the client-side navigation that needs the chunk (the address bar
 *   still shows the previous page until it completes); null on the first load.
 */
export function lazyPage<T>(
  load: () => Promise<T>,
  pendingUrl: () => string | null = () => null,
): () => Promise<T> {
  return async () => {
    try {
      const module = await load()
      storage()?.removeItem(CHUNK_RELOAD_KEY)
      return module
    } catch (error) {
      const store = storage()
      if (store && !store.getItem(CHUNK_RELOAD_KEY)) {
        store.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
        const target = pendingUrl()
        if (target) window.location.assign(target)
        else window.location.reload()
        // Keep the current screen until the browser loads the page.
        return new Promise<T>(() => {})
      }
      throw error
    }
  }
}
