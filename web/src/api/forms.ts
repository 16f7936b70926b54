// The calls of the visitor forms: file uploads and submissions, both under the service account,
// each with its own proof of work and the form's honeypot value (formProof.ts).
import type { Lang } from '@/i18n/lang'
import { apiPost } from './client'
import { withFormProof } from './formProof'
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

/**
 * Stores a file; the answer's `url` is an opaque "upload:<hex>" reference for a submission.
 * @param honeypot the value of the form's hidden honeypot field (empty for a person)
 */
export function uploadFile(file: File, lang: Lang, honeypot: string): Promise<StoredFile> {
  return withServiceToken(lang, (authorization) =>
    withFormProof(lang, honeypot, (proof) => {
      const body = new FormData()
      body.append('file', file)
      return apiPost<StoredFile>('/file/store', lang, body, {
        Authorization: authorization,
        ...proof,
      })
    }),
  )
}

/**
 * Sends one form: a JSON body or a FormData (multipart). Its retries (a renewed token, a new
 * proof) keep one Idempotency-Key.
 * @param honeypot the value of the form's hidden honeypot field (empty for a person)
 */
export function submitForm(
  path: string,
  lang: Lang,
  body: unknown,
  honeypot: string,
): Promise<Receipt> {
  const key = newIdempotencyKey()
  return withServiceToken(lang, (authorization) =>
    withFormProof(lang, honeypot, (proof) =>
      apiPost<Receipt>(path, lang, body, {
        Authorization: authorization,
        'Idempotency-Key': key,
        ...proof,
      }),
    ),
  )
}
