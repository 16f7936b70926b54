// The forms' invisible proof of work (ALTCHA). The server hands out challenges at
// GET /forms/challenge and takes one solved challenge per form call (header X-Altcha), each once,
// and a call (a submission or an upload) no sooner than `min_fill_ms` after its challenge. While a
// form is shown one solved proof is kept ready, solved in a Web Worker so the page stays
// responsive; a call takes it and the next one is solved at once. The visitor sees only the
// form's "sending" state.
import {
  sha,
  solveChallenge,
  solveChallengeWorkers,
  type Challenge as AltchaChallenge,
} from 'altcha/lib'
import type { Lang } from '@/i18n/lang'
import { ApiError, apiGet } from './client'
import type { components } from './schema'

/** ALTCHA's v1 challenge as the server sends it, with how long the form must stay open. */
export type FormChallenge = components['schemas']['Challenge']

/** A solved challenge, ready to go with one call. */
export interface FormProof {
  /** The X-Altcha header: base64 of the ALTCHA payload JSON. */
  header: string
  /** When a submission may carry it: its challenge's arrival plus min_fill_ms (ms, this clock). */
  sendableAt: number
  /** When the server stops taking it, with room to spare for clock drift (ms, this clock). */
  expiresAt: number
}

/** A proof with less than this left is replaced: a call may still need a few seconds. */
export const REFRESH_MARGIN_MS = 60_000
/** The lifetime assumed when the visitor's clock disagrees with the server's expiry. */
const FALLBACK_LIFETIME_MS = 5 * 60_000
/** Past this a solve is abandoned (the server's work takes well under a second). */
const SOLVE_TIMEOUT_MS = 60_000

/** The proof of work could not be done (no challenge, no solution): the form cannot be sent. */
export class FormProofError extends Error {
  constructor(cause: unknown) {
    super('The form could not be prepared for sending', { cause })
    this.name = 'FormProofError'
  }
}

const KEY_LENGTHS: Record<string, number> = { 'SHA-384': 48, 'SHA-512': 64 }

/**
 * A v1 challenge in the form ALTCHA 3's solver takes, as its widget converts one: SHA-256 of the
 * salt text followed by the number in decimal must equal `challenge`.
 */
export function altchaChallenge(challenge: FormChallenge): AltchaChallenge {
  const keyLength = KEY_LENGTHS[challenge.algorithm] ?? 32
  return {
    parameters: {
      algorithm: challenge.algorithm,
      cost: 1,
      keyLength,
      keyPrefix: challenge.challenge,
      nonce: toHex(new TextEncoder().encode(challenge.salt)),
      salt: '',
    },
    signature: challenge.signature,
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The X-Altcha header for a solved challenge: the v1 payload the server verifies. */
export function proofHeader(challenge: FormChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge
  const json = JSON.stringify({
    algorithm,
    challenge: challenge.challenge,
    number,
    salt,
    signature,
  })
  // btoa takes Latin-1 only; the payload is ASCII (hex and the salt's "?expires=…&").
  return btoa(json)
}

/** When the challenge expires by this browser's clock (the salt carries `expires=<unix s>`). */
function expiryOf(challenge: FormChallenge, receivedAt: number): number {
  const query = challenge.salt.split('?')[1] ?? ''
  const expires = Number(new URLSearchParams(query).get('expires'))
  const lifetime = expires * 1000 - receivedAt
  // A clock far ahead of the server's would make every proof look stale at once.
  return receivedAt + (lifetime > 2 * REFRESH_MARGIN_MS ? lifetime : FALLBACK_LIFETIME_MS)
}

/** Two workers at most: the proof is background work, and most phones have the cores. */
function workerCount(): number {
  return Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1))
}

/** The number that solves a challenge, found by ALTCHA's SHA worker (same origin, bundled). */
async function solve(challenge: AltchaChallenge): Promise<number | null> {
  const options = { challenge, counterMode: 'string' as const, timeout: SOLVE_TIMEOUT_MS }
  // Without workers (an old browser, the unit tests, a worker refused) the same solver runs on
  // this thread: slower for the page, but the form still goes.
  const solveHere = async () =>
    (await solveChallenge({ ...options, deriveKey: sha.deriveKey }))?.counter ?? null
  if (typeof Worker === 'undefined') return solveHere()
  try {
    const { default: ShaWorker } = await import('altcha/workers/sha?worker')
    const solution = await solveChallengeWorkers({
      ...options,
      concurrency: workerCount(),
      createWorker: () => new ShaWorker(),
    })
    return solution?.counter ?? null
  } catch (error) {
    console.warn('The form proof worker failed; solving on the page:', error)
    return solveHere()
  }
}

/** Fetches a challenge and solves it. */
export async function fetchProof(lang: Lang): Promise<FormProof> {
  const challenge = await apiGet<FormChallenge>('/forms/challenge', lang)
  const receivedAt = Date.now()
  const number = await solve(altchaChallenge(challenge))
  if (number === null) throw new Error('no solution to the form challenge in time')
  return {
    header: proofHeader(challenge, number),
    sendableAt: receivedAt + challenge.min_fill_ms,
    expiresAt: expiryOf(challenge, receivedAt),
  }
}

/** Keeps one proof ready while a form is shown, renewing it before it expires. */
export class ProofSupply {
  private ready: Promise<FormProof> | null = null
  private shown = 0
  private lang: Lang = 'kz'
  private refresh: ReturnType<typeof setTimeout> | undefined
  private readonly obtain: (lang: Lang) => Promise<FormProof>

  constructor(obtain: (lang: Lang) => Promise<FormProof>) {
    this.obtain = obtain
  }

  /** A form is on screen: have a proof ready for it. Returns the call for when it goes. */
  show(lang: Lang): () => void {
    this.shown += 1
    this.lang = lang
    this.prepare()
    let shown = true
    return () => {
      if (!shown) return
      shown = false
      this.shown -= 1
      if (this.shown === 0) clearTimeout(this.refresh)
    }
  }

  /** The proof for one call. While a form is shown, the next one is started right after. */
  async take(lang: Lang): Promise<FormProof> {
    const claimed = this.ready ?? this.obtain(lang)
    this.ready = null
    clearTimeout(this.refresh)
    let proof: FormProof
    try {
      proof = await claimed
      if (proof.expiresAt - Date.now() < REFRESH_MARGIN_MS) proof = await this.obtain(lang)
    } catch {
      // The proof made earlier failed (offline for a moment, a slow solve): one fresh try.
      try {
        proof = await this.obtain(lang)
      } catch (error) {
        throw new FormProofError(error)
      }
    }
    this.prepare()
    return proof
  }

  /** Drops the proof kept ready: after a refusal it is likely no better than the refused one. */
  discard() {
    this.ready = null
    clearTimeout(this.refresh)
  }

  /** Starts a proof when a form is shown and none is kept; renews the kept one before expiry. */
  private prepare() {
    if (this.shown === 0) return
    const next = this.ready ?? this.obtain(this.lang)
    this.ready = next
    next.then(
      (proof) => {
        if (this.ready !== next || this.shown === 0) return
        clearTimeout(this.refresh)
        this.refresh = setTimeout(
          () => {
            if (this.ready !== next) return
            this.ready = null
            this.prepare()
          },
          proof.expiresAt - REFRESH_MARGIN_MS - Date.now(),
        )
      },
      // A failed one is forgotten: the next form shown or call made tries again.
      () => {
        if (this.ready === next) this.ready = null
      },
    )
  }
}

/** The tab's supply, shared by every form on the page. */
export const formProofs = new ProofSupply(fetchProof)

/** A 403 naming `challenge`: the proof was missing, wrong, used, expired or too early. */
export function isChallengeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && 'challenge' in error.errors
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}

/**
 * Runs `call` with a fresh proof and the honeypot's value as headers. When the server refuses the
 * proof (403 `challenge`), a new challenge is fetched and solved and the call made once more.
 */
export async function withFormProof<T>(
  lang: Lang,
  honeypot: string,
  call: (headers: Record<string, string>) => Promise<T>,
  supply: ProofSupply = formProofs,
): Promise<T> {
  const send = async (proof: FormProof) => {
    await delay(proof.sendableAt - Date.now())
    return call({
      'X-Altcha': proof.header,
      // Header values must be Latin-1; a bot's text in any script still arrives non-empty.
      'X-Honeypot': encodeURIComponent(honeypot.trim()),
    })
  }
  try {
    return await send(await supply.take(lang))
  } catch (error) {
    if (!isChallengeRefusal(error)) throw error
    supply.discard()
    return send(await supply.take(lang))
  }
}
