// What a failed submit tells the visitor: the server's per-field messages (422) on the fields they
// name, and one line for the form as a whole. Pure, so it is unit-tested on its own.
import { ApiError } from '@/api/client'
import { FormProofError, isChallengeRefusal } from '@/api/formProof'
import { ServiceLoginError } from '@/api/serviceAuth'
import type { ErrorKey } from './rules'

/** The form-wide texts of formFields.status. */
type TextKey = 'failed' | 'unavailable' | 'checkFields' | 'unverified'

export type FormProblem =
  | { kind: 'text'; key: TextKey }
  | { kind: 'tooMany'; seconds: number }
  | { kind: 'file'; key: ErrorKey }
  /** 422 messages for no field of this form, already in the request's language. */
  | { kind: 'server'; messages: string[] }

export interface Failure<Field extends string> {
  fieldErrors: { field: Field; message: string }[]
  problem: FormProblem
}

/**
 * @param fields the form's map from the request's JSON names ("data.city", "student_id") to its
 *   own field names; "documents.0" and "documents[]" style names are matched by their stem too.
 */
export function describeFailure<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
): Failure<Field> {
  // No proof of work could be made, or the server refused it even after a fresh one.
  if (error instanceof FormProofError || isChallengeRefusal(error))
    return { fieldErrors: [], problem: text('unverified') }
  if (!(error instanceof ApiError)) return { fieldErrors: [], problem: text('failed') }
  if (error instanceof ServiceLoginError && error.status !== 429)
    return { fieldErrors: [], problem: text('unavailable') }
  switch (error.status) {
    case 422: {
      const fieldErrors: { field: Field; message: string }[] = []
      const unmatched: string[] = []
      for (const [name, messages] of Object.entries(error.errors)) {
        const field = fieldOf(name, fields)
        const message = messages.join(' ')
        if (field && !fieldErrors.some((e) => e.field === field))
          fieldErrors.push({ field, message })
        else if (!field) unmatched.push(message)
      }
      if (unmatched.length > 0)
        return { fieldErrors, problem: { kind: 'server', messages: unmatched } }
      if (fieldErrors.length > 0) return { fieldErrors, problem: text('checkFields') }
      return { fieldErrors, problem: { kind: 'server', messages: [error.message] } }
    }
    case 429:
      return { fieldErrors: [], problem: { kind: 'tooMany', seconds: error.retryAfter ?? 60 } }
    case 413:
      return { fieldErrors: [], problem: { kind: 'file', key: 'fileTooLarge' } }
    case 415:
      return { fieldErrors: [], problem: { kind: 'file', key: 'fileType' } }
    case 401:
    case 403:
      return { fieldErrors: [], problem: text('unavailable') }
    default:
      return { fieldErrors: [], problem: text('failed') }
  }
}

function text(key: TextKey): FormProblem {
  return { kind: 'text', key }
}

function fieldOf<Field extends string>(
  name: string,
  fields: Readonly<Record<string, Field>>,
): Field | undefined {
  if (Object.hasOwn(fields, name)) return fields[name]
  // "documents.0", "documents[0]" → "documents"
  const stem = name.replace(/(\[\d*\]|\.\d+)$/, '')
  return Object.hasOwn(fields, stem) ? fields[stem] : undefined
}

/** The message of a failed upload to /file/store. */
export function uploadProblem(error: unknown): ErrorKey {
  if (error instanceof ApiError && error.status === 415) return 'fileType'
  if (error instanceof ApiError && error.status === 413) return 'fileTooLarge'
  return 'fileFailed'
}
