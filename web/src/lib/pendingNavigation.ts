// Whether a navigation is waiting for code: a page module or a language table that is still
// downloading. Navigations run in React transitions, so the previous page stays on screen
// meanwhile; this count drives the progress bar that says something is on its way.
import { useSyncExternalStore } from 'react'

let pending = 0
const listeners = new Set<() => void>()

// Loads start while React renders (a lazy page); listeners hear of them once that render is over.
function notify() {
  queueMicrotask(() => {
    for (const listener of listeners) listener()
  })
}

/** Counts a load while it runs. */
export function trackNavigation<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    pending++
    notify()
    try {
      return await load()
    } finally {
      pending--
      notify()
    }
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
}
