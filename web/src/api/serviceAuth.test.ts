import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serviceAccount } from '@/config'
import { formProofs } from './formProof'
import { submitForm, uploadFile } from './forms'
import { forgetServiceToken, ServiceLoginError } from './serviceAuth'
import { jsonResponse } from '@/test/apiStub'
import { instantChallenge } from '@/test/formChallenge'

type Call = { url: string; init: RequestInit }

const login = (token: string) =>
  jsonResponse(200, { data: { access_token: token, token_type: 'Bearer', expires_in: 900 } })
const receipt = jsonResponse.bind(null, 201, {
  data: { id: 1, type: 'consultation', created_at: '2026-11-21T00:00:00Z' },
})

const challenge = () => jsonResponse(200, instantChallenge())

/**
 * A fetch that answers from a queue and records every call; the challenges each call fetches
 * first are answered aside and counted in `challenges`.
 */
function mockFetch(answers: (() => Response)[]) {
  const calls: Call[] & { challenges: number } = Object.assign([], { challenges: 0 })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/v1/forms/challenge')) {
        calls.challenges += 1
        return challenge()
      }
      calls.push({ url, init })
      const answer = answers.shift()
      if (!answer) throw new Error(`unexpected call ${url}`)
      return answer()
    }),
  )
  return calls
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name]

beforeEach(() => {
  forgetServiceToken()
  formProofs.discard()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the service token', () => {
  it('logs in with the configured account, then sends the bearer token and a fresh key', async () => {
    const calls = mockFetch([() => login('t1'), receipt, receipt])
    await submitForm('/applications/consultation', 'ru', { fio: 'A' }, '')
    await submitForm('/applications/consultation', 'ru', { fio: 'B' }, '')

    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/auth/login?lang=ru',
      '/api/v1/applications/consultation?lang=ru',
      '/api/v1/applications/consultation?lang=ru',
    ])
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: serviceAccount.email,
      password: serviceAccount.password,
    })
    // One login serves both submissions (the token is cached in memory).
    expect(header(calls[1], 'Authorization')).toBe('Bearer t1')
    expect(header(calls[2], 'Authorization')).toBe('Bearer t1')
    const [first, second] = [
      header(calls[1], 'Idempotency-Key'),
      header(calls[2], 'Idempotency-Key'),
    ]
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
    // Each submission solved a challenge of its own.
    expect(calls.challenges).toBe(2)
    expect(header(calls[1], 'X-Altcha')).toBeTruthy()
    expect(header(calls[2], 'X-Honeypot')).toBe('')
  })

  it('has the demo credentials as defaults', () => {
    expect(serviceAccount).toEqual({ email: 'forms@dbu.edu.kz', password: 'dala-demo-forms' })
  })

  it('on a 401 logs in again and retries once with the same Idempotency-Key', async () => {
    const calls = mockFetch([
      () => login('old'),
      () => jsonResponse(401, { message: 'expired' }),
      () => login('new'),
      receipt,
    ])
    const answer = await submitForm('/applications/school', 'kz', {}, '')
    expect(answer.id).toBe(1)
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/v1/auth/login',
      '/api/v1/applications/school',
      '/api/v1/auth/login',
      '/api/v1/applications/school',
    ])
    expect(header(calls[1], 'Authorization')).toBe('Bearer old')
    expect(header(calls[3], 'Authorization')).toBe('Bearer new')
    expect(header(calls[3], 'Idempotency-Key')).toBe(header(calls[1], 'Idempotency-Key'))
    // A proof is good for one call: the retry carries a new one.
    expect(calls.challenges).toBe(2)
  })

  it('gives up after the one retry', async () => {
    mockFetch([
      () => login('a'),
      () => jsonResponse(401, { message: 'no' }),
      () => login('b'),
      () => jsonResponse(401, { message: 'still no' }),
    ])
    await expect(submitForm('/applications/book', 'en', {}, '')).rejects.toMatchObject({
      status: 401,
    })
  })

  it('renews the token on a 401 from /file/store too', async () => {
    const calls = mockFetch([
      () => login('a'),
      () => jsonResponse(401, { message: 'expired' }),
      () => login('b'),
      () => jsonResponse(201, { data: { url: 'upload:ff', name: 'a.pdf', size: 3 } }),
    ])
    const stored = await uploadFile(new File(['%PDF'], 'a.pdf'), 'en', '')
    expect(stored.url).toBe('upload:ff')
    expect(header(calls[3], 'Authorization')).toBe('Bearer b')
    expect(calls[3]?.init.body).toBeInstanceOf(FormData)
    // multipart: the browser sets the content type with its boundary
    expect(header(calls[3], 'Content-Type')).toBeUndefined()
  })

  it('logs in again when the cached token is about to expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const calls = mockFetch([() => login('a'), receipt, () => login('b'), receipt])
    await submitForm('/applications/service', 'kz', {}, '')
    vi.setSystemTime(Date.now() + 880_000) // 14 min 40 s: inside the renewal margin
    await submitForm('/applications/service', 'kz', {}, '')
    expect(calls.filter((c) => c.url.includes('/auth/login'))).toHaveLength(2)
    expect(header(calls[3], 'Authorization')).toBe('Bearer b')
  })

  it('shares one login between submits made at the same time', async () => {
    const calls = mockFetch([() => login('a'), receipt, receipt])
    await Promise.all([
      submitForm('/applications/consultation', 'kz', {}, ''),
      submitForm('/applications/consultation', 'kz', {}, ''),
    ])
    expect(calls.filter((c) => c.url.includes('/auth/login'))).toHaveLength(1)
  })

  it('a failed login is an error the form can show, not a silent one', async () => {
    mockFetch([() => jsonResponse(401, { message: 'wrong credentials' })])
    const failure = submitForm('/applications/consultation', 'kz', {}, '')
    await expect(failure).rejects.toBeInstanceOf(ServiceLoginError)
  })

  it('reads the 422 field messages and the Retry-After of a 429', async () => {
    mockFetch([
      () => login('a'),
      () =>
        jsonResponse(422, { message: 'invalid', errors: { 'data.city': ['Заполните это поле'] } }),
      () => jsonResponse(429, { message: 'slow down' }, { 'Retry-After': '42' }),
    ])
    await expect(submitForm('/application-services/meeting', 'ru', {}, '')).rejects.toMatchObject({
      status: 422,
      errors: { 'data.city': ['Заполните это поле'] },
    })
    await expect(submitForm('/application-services/meeting', 'ru', {}, '')).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    })
  })
})
