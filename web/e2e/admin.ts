// Helpers of the admin's browser tests: staff accounts made for a test with `bilim users add`
// (the password on stdin, as the README shows), signing in, the admin API with the session of a
// page, and a small PNG to upload.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { deflateSync, crc32 } from 'node:zlib'
import type { Page } from '@playwright/test'
import { allTexts } from '../src/i18n/allTexts'
import { expect, test } from './fixtures'

export const PASSWORD = 'e2e-correct-horse-battery'
export const LANG_KEY = 'bilim.admin.lang'
export const t = allTexts.en.admin

/**
 * What the console shows when the admin asks /admin/me without a session: the 401 that means
 * "sign in", expected on every visit to the login screen.
 */
export const SIGNED_OUT =
  /status of 401 .*\/api\/v1\/admin\/me\?|HTTP 401: \S*\/api\/v1\/admin\/me\?/

export type Role = 'admin' | 'editor' | 'manager'

export interface Account {
  email: string
  password: string
  role: Role
}

/** A new account of `role`, made on the server under test. */
export function staff(role: Role): Account {
  const dataDir = process.env.BILIM_E2E_DATA_DIR
  const bin = process.env.BILIM_E2E_BIN ?? process.env.BILIM_BIN
  // `make test` starts the server itself and names both (global-setup.ts). Against a server
  // started elsewhere (BILIM_E2E_URL) accounts can be made only when its data dir and binary are
  // named too, so the admin's specs step aside rather than fail for want of an account.
  test.skip(
    !dataDir || !bin,
    'BILIM_E2E_URL without BILIM_E2E_DATA_DIR and BILIM_E2E_BIN: no way to make staff accounts',
  )
  const email = `${role}-${randomUUID().slice(0, 8)}@e2e.dbu.edu.kz`
  execFileSync(bin!, ['users', 'add', '--email', email, '--role', role, '--data-dir', dataDir!], {
    input: `${PASSWORD}\n`,
  })
  return { email, password: PASSWORD, role }
}

/**
 * Signs in through the login screen in the admin's language `lang` (English unless told).
 * The first visit asks /admin/me without a session: the 401 is the answer that means "sign in".
 */
export async function signIn(
  page: Page,
  account: Account,
  { lang = 'en', allowProblems }: { lang?: string; allowProblems?: (p: RegExp) => void } = {},
) {
  allowProblems?.(SIGNED_OUT)
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!)
    },
    [LANG_KEY, lang],
  )
  const texts = allTexts[lang as 'kz' | 'ru' | 'en'].admin
  await page.goto('/admin/login')
  await page.getByLabel(texts.login.email).fill(account.email)
  await page.getByLabel(texts.login.password).fill(account.password)
  await page.getByRole('button', { name: texts.login.submit }).click()
  await expect(page.getByText(account.email)).toBeVisible()
}

/** The admin API with the page's session (its cookie), as the admin's own calls make it. */
export function adminApi(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api/v1/admin${path}`, {
      method,
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
    return response.status() === 204
      ? (undefined as T)
      : ((await response.json()) as { data: T }).data
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
  }
}

/** A PNG of `width`×`height` in one colour: an image the server accepts and resizes. */
export function png(width = 640, height = 400, rgb: [number, number, number] = [29, 75, 151]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A word no demo content holds (letters only, as search reads words), to find one test's item. */
export const uniqueWord = (prefix: string) =>
  prefix +
  [...randomUUID().replace(/-/g, '').slice(0, 8)]
    .map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26)))
    .join('')

/** The local time of a datetime-local input, `minutes` from now. */
export function localDateTime(minutes = 0): string {
  const at = new Date(Date.now() + minutes * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}
