// Navigation state for a move within one page (a filter, a tab, a list's page, the language):
// the window keeps its scroll position instead of going to the top as it does for a new page.

export const KEEP_SCROLL = { keepScroll: true } as const

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state
}
