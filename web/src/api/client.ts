// The one API client: GET /api/v1/<path>?lang=..., unwraps {"data": X}, turns error bodies into
// ApiError. Every call carries the language.
import type { Lang } from '@/i18n/lang'
import type { ApiErrorBody } from './types'

export const API_BASE = '/api/v1'

export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]>

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

export type QueryParams = Record<string, string | number | null | undefined>

export function apiUrl(path: string, lang: Lang, params: QueryParams = {}): string {
  const query = new URLSearchParams({ lang })
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  return `${API_BASE}${path}?${query}`
}

export async function apiGet<T>(
  path: string,
  lang: Lang,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(apiUrl(path, lang, params), {
    signal,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null
    throw new ApiError(response.status, body?.message ?? response.statusText, body?.errors ?? {})
  }
  const body = (await response.json()) as { data: T }
  return body.data
}
