import type { InboxParams } from '../api/types'

/** The names of the inbox's filters in the address (and in the API's query). */
export const FILTERS = ['type', 'status', 'lang', 'from', 'to', 'search'] as const
export type Filter = (typeof FILTERS)[number]

/**
 * The inbox's filters as the address holds them. They reach the server as they are, so a bad one
 * (a hand-edited link) is answered with its own message rather than silently dropped.
 */
export function inboxParams(search: URLSearchParams): InboxParams {
  const page = Number(search.get('page'))
  const params: InboxParams = { page: Number.isInteger(page) && page > 1 ? page : undefined }
  for (const name of FILTERS) {
    const value = search.get(name)?.trim()
    if (value) params[name] = value
  }
  return params
}
