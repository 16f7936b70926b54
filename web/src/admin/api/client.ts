// The admin's calls to /api/v1/admin: the shared client's URL and error rules, plus what only the
// admin needs: PUT, PATCH and DELETE, the item's version from the ETag and If-Match on a save, the
// 412 answer that carries the version someone else saved, and the inbox's calls on which `lang`
// is a filter (the staff member's language then goes in `ui`).
import { API_BASE, ApiError, apiUrl, NETWORK_ERROR, type QueryParams } from '@/api/client'
import type { ApiErrorBody } from '@/api/types'
import type { Lang } from '@/i18n/lang'
import type { Item } from './types'

export const ADMIN = '/admin'

/** A save refused because the item changed since it was opened: `current` is that version. */
export class ConflictError extends ApiError {
  readonly current: Item

  constructor(message: string, current: Item) {
    super(412, message)
    this.name = 'ConflictError'
    this.current = current
  }
}

export interface Answer<T> {
  data: T
  /** The item's version, from `ETag: "3"`. */
  version: number | null
}

export interface RequestOptions {
  params?: QueryParams
  /** JSON, or FormData sent as multipart. */
  body?: unknown
  /** The version the editor saw: a save of an older one answers 412. */
  ifMatch?: number
  signal?: AbortSignal
  /**
   * On the inbox's list and export `lang` filters the submissions by the visitor's language: the
   * filter ('' for none) goes in `lang` and the interface language in `ui`.
   */
  langFilter?: string
}

/**
 * The address of an admin call: `lang` is the interface language, except where `langFilter` is
 * given (see RequestOptions.langFilter). Also the href of a download link (the inbox's export).
 */
export function adminUrl(
  path: string,
  lang: Lang,
  params: QueryParams = {},
  langFilter?: string,
): string {
  if (langFilter === undefined) return apiUrl(`${ADMIN}${path}`, lang, params)
  const query = new URLSearchParams({ lang: langFilter, ui: lang })
  for (const [key, value] of Object.entries(params)) {
    if (key === 'lang' || key === 'ui') continue
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  return `${API_BASE}${ADMIN}${path}?${query}`
}

function versionOf(etag: string | null): number | null {
  if (!etag) return null
  const version = Number(etag.replace(/^W\//, '').replace(/"/g, ''))
  return Number.isFinite(version) ? version : null
}

export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  lang: Lang,
  { params, body, ifMatch, signal, langFilter }: RequestOptions = {},
): Promise<Answer<T>> {
  const multipart = body instanceof FormData
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`
  let response: Response
  try {
    response = await fetch(adminUrl(path, lang, params, langFilter), {
      method,
      headers,
      signal,
      credentials: 'same-origin',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(NETWORK_ERROR, (error as Error).message)
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as
      (ApiErrorBody & { current?: Item }) | null
    const message = answer?.message ?? response.statusText
    if (response.status === 412 && answer?.current) throw new ConflictError(message, answer.current)
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined
    throw new ApiError(response.status, message, answer?.errors ?? {}, retryAfter)
  }
  const version = versionOf(response.headers.get('ETag'))
  if (response.status === 204) return { data: undefined as T, version }
  const answer = (await response.json()) as { data: T }
  return { data: answer.data, version }
}

export function isStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status)
}
