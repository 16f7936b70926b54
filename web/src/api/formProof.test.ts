import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './client'
import {
  fetchProof,
  FormProofError,
  formProofs,
  ProofSupply,
  REFRESH_MARGIN_MS,
  withFormProof,
  type FormChallenge,
  type FormProof,
} from './formProof'
import { submitForm, uploadFile } from './forms'
import { forgetServiceToken } from './serviceAuth'
import { jsonResponse } from '@/test/apiStub'

const encoder = new TextEncoder()

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A real v1 challenge, made as the server makes one (Node's Web Crypto): SHA-256 of the salt
 * text followed by the secret number. The signature is only carried back, never checked here.
 */
async function makeChallenge(
  options: { number?: number; minFillMs?: number } = {},
): Promise<FormChallenge> {
  const { number = 321, minFillMs = 0 } = options
  const expires = Math.floor(Date.now() / 1000) + 30 * 60
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  const salt = `${nonce}?expires=${expires}&`
  return {
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${number}`),
    maxnumber: 1000,
    salt,
    signature: `sig-${nonce}`,
    min_fill_ms: minFillMs,
  }
}

/** The ALTCHA payload a header carries. */
function payloadOf(header: string | undefined) {
  return JSON.parse(atob(header ?? '')) as Record<string, unknown>
}

type Call = { url: string; headers: Record<string, string> }

/**
 * A server: the login, a fresh challenge per GET /forms/challenge (recorded), and the form calls
 * answered in turn from `answers`.
 */
function mockServer(answers: (() => Response)[]) {
  const calls: Call[] = []
  const challenges: FormChallenge[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> })
      if (url.startsWith('/api/v1/auth/login'))
        return jsonResponse(200, {
          data: { access_token: 't', token_type: 'Bearer', expires_in: 900 },
        })
      if (url.startsWith('/api/v1/forms/challenge')) {
        const challenge = await makeChallenge({ number: 100 + challenges.length })
        challenges.push(challenge)
        return jsonResponse(200, { data: challenge })
      }
      const answer = answers.shift()
      if (!answer) throw new Error(`unexpected call ${url}`)
      return answer()
    }),
  )
  const posts = () => calls.filter((call) => !call.url.startsWith('/api/v1/forms/challenge'))
  return { calls, challenges, posts }
}

const receipt = () =>
  jsonResponse(201, { data: { id: 1, type: 'consultation', created_at: 'now' } })
const refused = (field: 'challenge' | 'form') => () =>
  jsonResponse(403, { message: 'The form could not be verified', errors: { [field]: ['refused'] } })

beforeEach(() => {
  forgetServiceToken()
  formProofs.discard()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the proof of work', () => {
  it('solves a real challenge and sends it as the ALTCHA payload the server verifies', async () => {
    const challenge = await makeChallenge({ number: 777 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { data: challenge })),
    )
    const call = vi.fn(async (headers: Record<string, string>) => headers)

    const headers = await withFormProof('ru', '', call, new ProofSupply(fetchProof))

    expect(fetch).toHaveBeenCalledWith('/api/v1/forms/challenge?lang=ru', expect.anything())
    expect(payloadOf(headers['X-Altcha'])).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 777,
      salt: challenge.salt,
      signature: challenge.signature,
    })
    expect(await sha256Hex(`${challenge.salt}777`)).toBe(challenge.challenge)
    expect(headers['X-Honeypot']).toBe('')
  })

  it('still solves it when the browser refuses the worker', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the page’s policy', 'SecurityError')
        }
      },
    )
    const challenge = await makeChallenge({ number: 42 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { data: challenge })),
    )
    const proof = await fetchProof('en')
    expect(payloadOf(proof.header).number).toBe(42)
    expect(console.warn).toHaveBeenCalled()
  })

  it('sends a call only once min_fill_ms has passed since its challenge arrived', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const challenge = await makeChallenge({ minFillMs: 3000 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { data: challenge })),
    )
    const proof = await fetchProof('kz')
    const supply = new ProofSupply(async () => proof)
    const call = vi.fn(async () => 'stored')

    const sent = withFormProof('kz', '', call, supply)
    await vi.advanceTimersByTimeAsync(2999)
    expect(call).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(call).toHaveBeenCalledTimes(1)
    await expect(sent).resolves.toBe('stored')
  })

  it('keeps one proof ready while a form is shown and starts the next after each call', async () => {
    let made = 0
    const obtain = vi.fn(async (): Promise<FormProof> => {
      made += 1
      return { header: `p${made}`, sendableAt: 0, expiresAt: Date.now() + 30 * 60_000 }
    })
    const supply = new ProofSupply(obtain)
    const hide = supply.show('en')
    expect(obtain).toHaveBeenCalledTimes(1) // on show, before any call

    expect((await supply.take('en')).header).toBe('p1')
    expect(obtain).toHaveBeenCalledTimes(2) // the next one, at once
    expect((await supply.take('en')).header).toBe('p2')

    hide()
    expect((await supply.take('en')).header).toBe('p3')
    expect(obtain).toHaveBeenCalledTimes(3) // no form shown: nothing kept in advance
  })

  it('renews the kept proof before it expires while the form stays open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let made = 0
    const obtain = vi.fn(async (): Promise<FormProof> => {
      made += 1
      return { header: `p${made}`, sendableAt: 0, expiresAt: Date.now() + 5 * 60_000 }
    })
    const supply = new ProofSupply(obtain)
    supply.show('kz')
    await vi.advanceTimersByTimeAsync(5 * 60_000 - REFRESH_MARGIN_MS - 1)
    expect(obtain).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(obtain).toHaveBeenCalledTimes(2)
    expect((await supply.take('kz')).header).toBe('p2')
  })

  it('fetches a new proof when the kept one is about to expire (a tab woken from sleep)', async () => {
    const proofs: FormProof[] = [
      { header: 'stale', sendableAt: 0, expiresAt: Date.now() + REFRESH_MARGIN_MS - 1 },
      { header: 'fresh', sendableAt: 0, expiresAt: Date.now() + 30 * 60_000 },
    ]
    const supply = new ProofSupply(async () => proofs.shift()!)
    expect((await supply.take('kz')).header).toBe('fresh')
  })

  it('sends the honeypot’s value, so the server can refuse a bot that filled it', async () => {
    const call = vi.fn(async (headers: Record<string, string>) => headers)
    const proof: FormProof = { header: 'p', sendableAt: 0, expiresAt: Infinity }
    const headers = await withFormProof(
      'kz',
      ' Купить дёшево ',
      call,
      new ProofSupply(async () => proof),
    )
    // Headers are Latin-1: the text is percent-encoded, and stays non-empty.
    expect(decodeURIComponent(headers['X-Honeypot']!)).toBe('Купить дёшево')
  })

  it('is a FormProofError when no challenge can be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { message: 'down' })),
    )
    const call = vi.fn()
    await expect(withFormProof('kz', '', call, new ProofSupply(fetchProof))).rejects.toBeInstanceOf(
      FormProofError,
    )
    expect(call).not.toHaveBeenCalled()
  })
})

describe('a refused proof', () => {
  it('is replaced by a newly fetched and solved one, and the submit sent once more', async () => {
    const { challenges, posts } = mockServer([refused('challenge'), receipt])
    const answer = await submitForm('/applications/consultation', 'kz', {}, '')
    expect(answer.id).toBe(1)

    const [, first, second] = posts() // login, the refused submit, its retry
    expect(challenges).toHaveLength(2)
    expect(payloadOf(first?.headers['X-Altcha']).challenge).toBe(challenges[0]?.challenge)
    expect(payloadOf(second?.headers['X-Altcha'])).toMatchObject({
      challenge: challenges[1]?.challenge,
      number: 101,
    })
    // The server stores it once whatever happened to the first attempt.
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key'])
  })

  it('is retried only once', async () => {
    const { posts } = mockServer([refused('challenge'), refused('challenge')])
    await expect(submitForm('/applications/school', 'en', {}, '')).rejects.toMatchObject({
      status: 403,
      errors: { challenge: ['refused'] },
    })
    expect(posts().filter((call) => call.url.includes('/applications/'))).toHaveLength(2)
  })

  it('is not the reason when the honeypot was filled: no retry', async () => {
    const { posts } = mockServer([refused('form')])
    await expect(submitForm('/applications/school', 'en', {}, 'bot text')).rejects.toMatchObject({
      status: 403,
      errors: { form: ['refused'] },
    })
    expect(posts().filter((call) => call.url.includes('/applications/'))).toHaveLength(1)
  })

  it('on an upload is retried the same way, with the file sent again', async () => {
    const stored = () => jsonResponse(201, { data: { url: 'upload:ab', name: 'a.pdf', size: 4 } })
    const { challenges, posts } = mockServer([refused('challenge'), stored])
    const answer = await uploadFile(new File(['%PDF'], 'a.pdf'), 'ru', '')
    expect(answer.url).toBe('upload:ab')
    expect(challenges).toHaveLength(2)
    const uploads = posts().filter((call) => call.url.startsWith('/api/v1/file/store'))
    expect(uploads.map((call) => payloadOf(call.headers['X-Altcha']).challenge)).toEqual(
      challenges.map((c) => c.challenge),
    )
  })

  it('stays an ApiError the form can explain when it is not about the proof', async () => {
    mockServer([() => jsonResponse(500, { message: 'boom' })])
    const failure = submitForm('/applications/school', 'en', {}, '')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 500 })
  })
})
