// Helpers of the form tests: fill the shared fields, watch that nothing is sent, check that a call
// carried a solved proof of work, and read what the server stored (`bilim applications export`,
// safe while it runs).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

export interface StoredApplication {
  id: number
  type: string
  lang: string
  created_at: string
  fields: Record<string, unknown>
}

/** The stored submissions of one form type, or null when the run has no data dir to read. */
export function storedApplications(type: string): StoredApplication[] | null {
  const dataDir = process.env.BILIM_E2E_DATA_DIR
  const bin = process.env.BILIM_E2E_BIN ?? process.env.BILIM_BIN
  if (!dataDir || !bin) return null
  const out = execFileSync(
    bin,
    ['applications', 'export', '--data-dir', dataDir, '--format', 'jsonl', '--type', type],
    { encoding: 'utf8' },
  )
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredApplication)
}

/** The stored row whose fields hold `marker` (a unique name), checked against `expected`. */
export function expectStored(
  type: string,
  marker: string,
  expected: Record<string, unknown> & { lang?: string },
) {
  const rows = storedApplications(type)
  if (rows === null) {
    test.info().annotations.push({ type: 'note', description: 'no data dir: storage not checked' })
    return
  }
  const row = rows.find((r) => JSON.stringify(r.fields).includes(marker))
  expect(row, `a stored ${type} with ${marker}`).toBeDefined()
  const { lang, ...fields } = expected
  if (lang) expect(row?.lang).toBe(lang)
  expect(row?.fields).toMatchObject(fields)
  return row
}

/**
 * A form placed in a page, scrolled to: its code loads when its section comes near the viewport,
 * as it does for a visitor scrolling down to it.
 */
export async function pageForm(page: Page, name: string): Promise<Locator> {
  await page.getByRole('region', { name }).first().scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name })
  await expect(form).toBeVisible()
  return form
}

/** A name no other test uses, so the stored row can be found. */
export function marker(form: string): string {
  return `E2E ${form} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** Records the POSTs of the page (login, uploads, submissions). */
export function watchPosts(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
  })
  return posts
}

export interface Texts {
  formFields: {
    consent: string
    fields: { fio: string; email: string; phone: string }
    status: { send: string; sent: string; thanks: string }
  }
}

export const PHONE = '+7 (701) 234-56-78'

/** A field by its label as the visitor reads it (the label's " *" marks a required field). */
export function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return form.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`))
}

/** Name, e-mail, phone and consent: the part every form has. */
export async function fillContact(
  form: Locator,
  t: Texts,
  values: { fio: string; email?: string; fioLabel?: string },
) {
  await field(form, values.fioLabel ?? t.formFields.fields.fio).fill(values.fio)
  await field(form, t.formFields.fields.email).fill(values.email ?? 'e2e@example.kz')
  // Typed as a visitor does: ten digits after the fixed +7.
  const phone = field(form, t.formFields.fields.phone)
  await phone.pressSequentially('7012345678')
  await expect(phone).toHaveValue(PHONE)
  await form.getByLabel(t.formFields.consent).check()
}

/**
 * The call carried a solved ALTCHA challenge (X-Altcha: base64 of {algorithm, challenge, number,
 * salt, signature}, where SHA-256 of salt + number is the challenge) and an empty honeypot.
 */
export function expectSolvedProof(request: Request) {
  const headers = request.headers()
  const what = `${request.method()} ${new URL(request.url()).pathname}`
  expect(headers['x-altcha'], `${what} carries X-Altcha`).toBeTruthy()
  const proof = JSON.parse(Buffer.from(headers['x-altcha']!, 'base64').toString('utf8')) as {
    algorithm: string
    challenge: string
    number: number
    salt: string
    signature: string
  }
  expect(Object.keys(proof).sort()).toEqual([
    'algorithm',
    'challenge',
    'number',
    'salt',
    'signature',
  ])
  expect(proof.algorithm).toBe('SHA-256')
  const hash = createHash('sha256').update(`${proof.salt}${proof.number}`).digest('hex')
  expect(hash, `${what}: the number solves the challenge`).toBe(proof.challenge)
  expect(headers['x-honeypot'], `${what}: the honeypot is empty`).toBe('')
}

/** Sends the form, waits for "Sent!" and the thank-you message, and checks the proof it carried. */
export async function sendAndExpectThanks(form: Locator, t: Texts) {
  const submission = form
    .page()
    .waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /^\/api\/v1\/application(s|-services)\//.test(new URL(request.url()).pathname),
    )
  await form.getByRole('button', { name: t.formFields.status.send }).click()
  await expect(form.getByRole('button', { name: t.formFields.status.sent })).toBeVisible()
  await expect(form.getByRole('status')).toHaveText(t.formFields.status.thanks)
  expectSolvedProof(await submission)
}

/**
 * Sends the form empty: each of `fields` (by the data-field names) is flagged with an error
 * text, nothing else is, and no request leaves the page.
 */
export async function expectEmptyRefused(
  page: Page,
  form: Locator,
  t: Texts,
  fields: string[],
  posts: string[],
) {
  const before = posts.length
  await form.getByRole('button', { name: t.formFields.status.send }).click()
  for (const field of fields) {
    const box = form.locator(`[data-field="${field}"]`)
    await expect(box.locator('[aria-invalid="true"]'), field).toHaveCount(1)
    await expect(box.locator('[id$="-error"]'), field).toBeVisible()
  }
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(fields.length)
  // Still the idle button: the request was never made.
  await expect(form.getByRole('button', { name: t.formFields.status.send })).toBeVisible()
  await page.waitForTimeout(200)
  expect(posts.slice(before)).toEqual([])
}

/** Tiny files whose first bytes say what they are (the server judges the content). */
export const files = {
  pdf: (name = 'application.pdf') => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  }),
  png: (name = 'photo.png') => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  }),
  /** A Windows program renamed to .pdf. */
  exeAsPdf: () => ({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]),
  }),
  txt: () => ({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }),
}

/** The file input of an upload field. */
export function fileInput(form: Locator, field: string): Locator {
  return form.locator(`[data-field="${field}"] input[type="file"]`)
}

/** Uploads a file into a field (POST /file/store) and waits until it is attached. */
export async function attach(form: Locator, field: string, file: ReturnType<typeof files.pdf>) {
  const upload = form
    .page()
    .waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/file/store',
    )
  await fileInput(form, field).setInputFiles(file)
  await expect(form.locator(`[data-field="${field}"]`).getByText(file.name)).toBeVisible()
  // An upload takes a proof of its own.
  expectSolvedProof(await upload)
}

/** A date a week ahead, "YYYY-MM-DD" (today or later wherever the server is). */
export function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 86_400_000)
  return date.toISOString().slice(0, 10)
}
