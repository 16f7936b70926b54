// The one API client: GET and POST /api/v1/<path>?lang=..., unwraps {"data": X}, turns error
// bodies into ApiError. Every call carries the language.
import type { Lang } from '@/i18n/lang'
import type { ApiErrorBody } from './types'

export const API_BASE = '/api/v1'

export class ApiError extends Error {
  readonly status: number
  /** Per-field messages of a 422, keyed by the request's JSON names ("email", "data.city"). */
  readonly errors: Record<string, string[]>
  /** Seconds to wait, from the Retry-After header of a 429. */
  readonly retryAfter: number | undefined

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    retryAfter?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.retryAfter = retryAfter
  }
}

/** Status of a request that never got an answer (offline, connection reset). */
export const NETWORK_ERROR = 0

export type QueryParams = Record<string, string | number | null | undefined>

export function apiUrl(path: string, lang: Lang, params: QueryParams = {}): string {
  const query = new URLSearchParams({ lang })
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  return `${API_BASE}${path}?${query}`
}

/**
 * Whether the page was opened as a staff preview (`?preview=1`, the admin's "preview" link): every
 * read then asks for drafts too, and the server shows them only to a signed-in editor.
 */
export function previewing(): boolean {
  // The server never renders a preview (its answers depend on the editor's session).
  if (typeof window === 'undefined') return false
  return new URLSearchParams(window.location.search).get('preview') === '1'
}

async function unwrap<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined
    throw new ApiError(
      response.status,
      body?.message ?? response.statusText,
      body?.errors ?? {},
      retryAfter,
    )
  }
  const body = (await response.json()) as { data: T }
  return body.data
}

export async function apiGet<T>(
  path: string,
  lang: Lang,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  const query = previewing() ? { ...params, preview: 1 } : params
  let response: Response
  try {
    response = await fetch(apiUrl(path, lang, query), {
      signal,
      headers: { Accept: 'application/json' },
    })
  } catch (error) {
    // A cancelled read stays a cancellation; any other is "no answer" (offline, reset).
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(NETWORK_ERROR, (error as Error).message)
  }
  return unwrap<T>(response)
}

/** POST a JSON body, or a FormData as multipart (the browser sets its boundary). */
export async function apiPost<T>(
  path: string,
  lang: Lang,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const multipart = body instanceof FormData
  let response: Response
  try {
    response = await fetch(apiUrl(path, lang), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...(multipart ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: multipart ? body : JSON.stringify(body),
    })
  } catch (error) {
    throw new ApiError(NETWORK_ERROR, (error as Error).message)
  }
  return unwrap<T>(response)
}
