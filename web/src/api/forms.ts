// The calls of the visitor forms: file uploads and submissions, both under the service account.
import type { Lang } from '@/i18n/lang'
import { apiPost } from './client'
import { withServiceToken } from './serviceAuth'
import type { Receipt, StoredFile } from './types'

/** A key for one submit, kept across its retry so the server stores it once. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID exists only in secure contexts; plain http on a LAN address still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Stores a file; the answer's `url` is an opaque "upload:<hex>" reference for a submission. */
export function uploadFile(file: File, lang: Lang): Promise<StoredFile> {
  return withServiceToken(lang, (authorization) => {
    const body = new FormData()
    body.append('file', file)
    return apiPost<StoredFile>('/file/store', lang, body, { Authorization: authorization })
  })
}

/** Sends one form: a JSON body or a FormData (multipart). */
export function submitForm(path: string, lang: Lang, body: unknown): Promise<Receipt> {
  const key = newIdempotencyKey()
  return withServiceToken(lang, (authorization) =>
    apiPost<Receipt>(path, lang, body, {
      Authorization: authorization,
      'Idempotency-Key': key,
    }),
  )
}
