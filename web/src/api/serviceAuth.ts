// The service account that every form submission goes out under (spec section 6). The token is
// kept in memory only, shared by all forms of the tab, renewed shortly before it expires and, when
// the server still answers 401 (it restarted, the key rotated), renewed once and the call retried.
import { serviceAccount } from '@/config'
import type { Lang } from '@/i18n/lang'
import { ApiError, apiPost } from './client'
import type { AccessToken } from './types'

/** Renew this long before the server's expiry, so a token never dies on the way. */
const EXPIRY_MARGIN_MS = 30_000

/** The service account could not log in: the forms cannot be sent right now. */
export class ServiceLoginError extends ApiError {
  constructor(cause: ApiError) {
    super(cause.status, cause.message, cause.errors, cause.retryAfter)
    this.name = 'ServiceLoginError'
  }
}

let cached: { token: string; expiresAt: number } | null = null
let pending: Promise<string> | null = null

async function login(lang: Lang): Promise<string> {
  let answer: AccessToken
  try {
    answer = await apiPost<AccessToken>('/auth/login', lang, {
      email: serviceAccount.email,
      password: serviceAccount.password,
    })
  } catch (error) {
    // Unlike the original site (which only logged it), the visitor sees the error state.
    throw error instanceof ApiError ? new ServiceLoginError(error) : error
  }
  cached = {
    token: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS,
  }
  return answer.access_token
}

/** A valid token: the cached one, or a new login (concurrent callers share one login). */
export function serviceToken(lang: Lang): Promise<string> {
  if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.token)
  pending ??= login(lang).finally(() => {
    pending = null
  })
  return pending
}

/**
 * Runs `call` with the service token. On a 401 the token is dropped, a new one obtained and the
 * call made once more with it (the caller's Idempotency-Key goes with it unchanged).
 */
export async function withServiceToken<T>(
  lang: Lang,
  call: (authorization: string) => Promise<T>,
): Promise<T> {
  const token = await serviceToken(lang)
  try {
    return await call(`Bearer ${token}`)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    if (cached?.token === token) cached = null
    return call(`Bearer ${await serviceToken(lang)}`)
  }
}

/** Forgets the token (tests; a real tab keeps it until it expires). */
export function forgetServiceToken() {
  cached = null
  pending = null
}
