// The field rules of spec/visitor-forms.md section 5, stated once. Every form schema is built from
// these. A rule's message is a key of the `formFields.errors` table, translated where it is shown.
import { z } from 'zod/mini'
import type { Messages } from '@/i18n/messages'

export type ErrorKey = keyof Messages['formFields']['errors']

const error = (key: ErrorKey) => key

/** No spaces, an @, a dot, and a final part of 2 to 10 lowercase letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,10}$/

/** The phone mask (react-imask syntax: 0 is a digit) and what a complete number looks like. */
export const PHONE_MASK = '+7 (000) 000-00-00'
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__'
export const PHONE_LENGTH = PHONE_PLACEHOLDER.length // 18
const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/

/**
 * What the phone mask receives when the visitor types, pastes or autofills into it. The mask
 * starts with a fixed "+7", which would swallow a typed 7 (most Kazakh numbers start with 7), so
 * input into an empty field is read as the number after +7; a whole number pasted with its
 * country code (+7…, 7… or 8… and ten more digits) keeps only those ten.
 */
export function preparePhoneInput(chunk: string, current: string): string {
  if (current !== '') return chunk
  const digits = chunk.replace(/\D/g, '')
  if (chunk.length > 1 && digits.length === 11 && /^[78]/.test(digits)) {
    return `+7${digits.slice(1)}`
  }
  return /^\d/.test(chunk) ? `+7${chunk}` : chunk
}

/** Date "YYYY-MM-DD" (10 characters), time "HH:MM" (5), year "YYYY" (4). */
export const DATE_LENGTH = 10
export const TIME_LENGTH = 5
export const YEAR_LENGTH = 4

/** Upload types, by extension (the server judges the content). */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const VACANCY_MAX_DOCUMENTS = 5

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d
}

/** Today as "YYYY-MM-DD" in the visitor's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whether a file's name has one of the accepted extensions. */
export function hasUploadExtension(name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? ''
  return name.includes('.') && (UPLOAD_EXTENSIONS as readonly string[]).includes(ext)
}

/** What the file drop says about a file before sending it anywhere, or null when it is fine. */
export function fileProblem(file: File): ErrorKey | null {
  if (!hasUploadExtension(file.name)) return 'fileType'
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge'
  return null
}

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File

export const rules = {
  fio: z.string().check(z.trim(), z.minLength(1, error('fio'))),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, error('required')), z.regex(EMAIL_PATTERN, error('email'))),
  phone: z
    .string()
    .check(z.minLength(1, error('required')), z.regex(PHONE_PATTERN, error('phone'))),
  /** A text that must not be empty (message, address, company…). */
  text: z.string().check(z.trim(), z.minLength(1, error('required'))),
  /** A text that may stay empty. */
  optionalText: z.string().check(z.trim()),
  /** A choice from a list; the form holds the option's value as a string. */
  choice: z.string().check(z.minLength(1, error('choose'))),
  date: z
    .string()
    .check(
      z.minLength(1, error('required')),
      z.length(DATE_LENGTH, error('date')),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, error('date')),
      z.refine(isCalendarDate, error('date')),
    ),
  /** A date of today or later (a visit). */
  visitDate: z.string().check(
    z.minLength(1, error('required')),
    z.length(DATE_LENGTH, error('date')),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, error('date')),
    z.refine(isCalendarDate, error('date')),
    z.refine((value) => value >= today(), error('datePast')),
  ),
  time: z
    .string()
    .check(
      z.minLength(1, error('required')),
      z.length(TIME_LENGTH, error('time')),
      z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, error('time')),
    ),
  year: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, error('required')),
      z.length(YEAR_LENGTH, error('year')),
      z.regex(/^\d{4}$/, error('year')),
    ),
  /** The "upload:…" reference of a file sent to /file/store. */
  upload: z.string().check(z.minLength(1, error('file'))),
  optionalUpload: z.string(),
  /** A file sent with the submission itself (multipart). */
  file: z.custom<File | null>((value) => isFile(value), error('file')),
  files: z
    .array(z.custom<File>((value) => isFile(value), error('file')))
    .check(z.maxLength(VACANCY_MAX_DOCUMENTS, error('tooManyFiles'))),
  consent: z.boolean().check(z.refine((value) => value, error('consent'))),
}
