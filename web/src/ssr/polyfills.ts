// The web platform pieces QuickJS (quickjs-ng 0.16, as built by rquickjs 0.14) lacks and the
// SSR bundle touches. QuickJS already has: Promise, queueMicrotask, performance.now, atob/btoa,
// WeakRef, FinalizationRegistry, Map/Set, typed arrays, Proxy, Date, RegExp with unicode.
// It has no: setTimeout & co., TextEncoder/TextDecoder, ReadableStream, URL,
// URLSearchParams, Intl, structuredClone, fetch, window/document (leave those undefined: libraries
// use `typeof window === 'undefined'` to know they run on a server).
//
// Must be the first import of the entry: ES module evaluation order puts it before the libraries,
// and react-dom/server and react-router touch TextEncoder and URL at module load.
import URLImpl from 'core-js-pure/actual/url'
import URLSearchParamsImpl from 'core-js-pure/actual/url-search-params'
import { installIntl } from './intl'

const g = globalThis as Record<string, unknown>

// ---- Timers: a macrotask queue with a virtual clock, driven by the host (Rust) ----------------
// The host runs every pending promise job, then calls __ssr_tick() to run one macrotask, and
// loops until the render's promise settles. Delays only order the tasks: nothing really waits.
interface Task {
  id: number
  at: number
  seq: number
  fn: () => void
  interval?: number
}
let clock = 0
let seq = 0
let nextId = 1
const tasks = new Map<number, Task>()

function addTask(fn: () => void, delay: unknown, interval: boolean): number {
  const ms = Math.max(0, Number(delay) || 0)
  const id = nextId++
  tasks.set(id, {
    id,
    at: clock + ms,
    seq: seq++,
    fn,
    interval: interval ? Math.max(1, ms) : undefined,
  })
  return id
}
function callback(handler: unknown, args: unknown[]): () => void {
  if (typeof handler !== 'function') throw new TypeError('string handlers are not supported')
  return () => (handler as (...a: unknown[]) => void)(...args)
}
g.setTimeout = (h: unknown, ms?: unknown, ...args: unknown[]) =>
  addTask(callback(h, args), ms, false)
g.setInterval = (h: unknown, ms?: unknown, ...args: unknown[]) =>
  addTask(callback(h, args), ms, true)
g.clearTimeout = g.clearInterval = (id: unknown) => {
  tasks.delete(Number(id))
}
g.setImmediate = (h: unknown, ...args: unknown[]) => addTask(callback(h, args), 0, false)

/**
 * Runs the earliest macrotask whose time is at most `horizon` ms of virtual time; true if one ran.
 * Timers further away (a 5-minute refetch, a carousel's autoplay) never run in a render.
 */
g.__ssr_tick = (horizon = 1000): boolean => {
  let first: Task | undefined
  for (const t of tasks.values()) {
    if (!first || t.at < first.at || (t.at === first.at && t.seq < first.seq)) first = t
  }
  if (!first || first.at > horizon) return false
  clock = Math.max(clock, first.at)
  if (first.interval) {
    first.at = clock + first.interval
    first.seq = seq++
  } else tasks.delete(first.id)
  first.fn()
  return true
}
/** Forgets the timers a render left behind, and the clock: called before each render. */
g.__ssr_reset = () => {
  tasks.clear()
  clock = 0
}

// ---- TextEncoder / TextDecoder (UTF-8 only) ----------------------------------------------------
// The host may install native ones first (__ssr_native_utf8); otherwise these JS ones are used.
if (typeof g.TextEncoder === 'undefined') {
  g.TextEncoder = class TextEncoder {
    readonly encoding = 'utf-8'
    encode(input = ''): Uint8Array {
      const s = String(input)
      const out = new Uint8Array(s.length * 3)
      let o = 0
      for (let i = 0; i < s.length; i++) {
        let c = s.charCodeAt(i)
        if (c < 0x80) {
          out[o++] = c
          continue
        }
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
          const d = s.charCodeAt(i + 1)
          if (d >= 0xdc00 && d <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
            i++
          } else c = 0xfffd
        } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd
        if (c < 0x800) {
          out[o++] = 0xc0 | (c >> 6)
          out[o++] = 0x80 | (c & 63)
        } else if (c < 0x10000) {
          out[o++] = 0xe0 | (c >> 12)
          out[o++] = 0x80 | ((c >> 6) & 63)
          out[o++] = 0x80 | (c & 63)
        } else {
          out[o++] = 0xf0 | (c >> 18)
          out[o++] = 0x80 | ((c >> 12) & 63)
          out[o++] = 0x80 | ((c >> 6) & 63)
          out[o++] = 0x80 | (c & 63)
        }
      }
      return out.slice(0, o)
    }
  }
}
if (typeof g.TextDecoder === 'undefined') {
  g.TextDecoder = class TextDecoder {
    readonly encoding = 'utf-8'
    decode(input?: ArrayBufferView | ArrayBuffer): string {
      if (!input) return ''
      const b =
        input instanceof Uint8Array
          ? input
          : ArrayBuffer.isView(input)
            ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
            : new Uint8Array(input)
      let s = ''
      const parts: string[] = []
      for (let i = 0; i < b.length;) {
        let c = b[i++]!
        if (c >= 0xf0)
          c = ((c & 7) << 18) | ((b[i++]! & 63) << 12) | ((b[i++]! & 63) << 6) | (b[i++]! & 63)
        else if (c >= 0xe0) c = ((c & 15) << 12) | ((b[i++]! & 63) << 6) | (b[i++]! & 63)
        else if (c >= 0xc0) c = ((c & 31) << 6) | (b[i++]! & 63)
        s += String.fromCodePoint(c)
        if (s.length > 4096) {
          parts.push(s)
          s = ''
        }
      }
      parts.push(s)
      return parts.join('')
    }
  }
}

// ---- ReadableStream: the part React's renderer for Bun uses (a "direct" source) -----------------
// React (react-dom/server.bun, see vite.ssr.config.ts) calls `pull(controller)` and writes the page
// as strings with controller.write, then end() or error(). readAll() (ours, not the standard) pulls
// until the end and returns the text.
g.ReadableStream = class ReadableStream {
  private source: {
    pull?: (c: unknown) => void
    cancel?: (r: unknown) => void
  }
  allReady?: Promise<void>
  constructor(source: ReadableStream['source']) {
    this.source = source
  }
  /** Pulls the whole stream (call after allReady: then one pull writes everything). */
  async readAll(): Promise<string> {
    const parts: string[] = []
    let done = false
    let failure: unknown
    const controller = {
      write: (chunk: string) => {
        parts.push(chunk)
        return true
      },
      flush: () => {},
      end: () => {
        done = true
      },
      error: (e: unknown) => {
        failure = e
        done = true
      },
    }
    while (!done) {
      this.source.pull?.(controller)
      if (!done) await Promise.resolve()
    }
    if (failure) throw failure
    return parts.join('')
  }
  cancel(reason?: unknown) {
    this.source.cancel?.(reason)
  }
}

// ---- URL, URLSearchParams (react-router builds `new URL("http://localhost")` at module load) ----
g.URL = URLImpl
g.URLSearchParams = URLSearchParamsImpl

// ---- AbortController (TanStack Query makes one per fetch) --------------------------------------
if (typeof g.AbortController === 'undefined') {
  class AbortSignal {
    aborted = false
    reason: unknown = undefined
    onabort: ((e: unknown) => void) | null = null
    private listeners = new Set<(e: unknown) => void>()
    addEventListener(type: string, fn: (e: unknown) => void) {
      if (type === 'abort') this.listeners.add(fn)
    }
    removeEventListener(type: string, fn: (e: unknown) => void) {
      if (type === 'abort') this.listeners.delete(fn)
    }
    throwIfAborted() {
      if (this.aborted) throw this.reason
    }
    _abort(reason: unknown) {
      if (this.aborted) return
      this.aborted = true
      this.reason = reason ?? new Error('AbortError')
      const event = { type: 'abort', target: this }
      this.onabort?.(event)
      for (const fn of this.listeners) fn(event)
    }
  }
  g.AbortSignal = AbortSignal
  g.AbortController = class AbortController {
    signal = new AbortSignal()
    abort(reason?: unknown) {
      this.signal._abort(reason)
    }
  }
}

// ---- structuredClone (nothing in these bundles calls it; JSON is enough for plain data) --------
if (typeof g.structuredClone === 'undefined') {
  g.structuredClone = <T>(v: T): T => (v === undefined ? v : JSON.parse(JSON.stringify(v)))
}

// ---- Intl: the subset the app uses, matching ICU's output (see intl.ts) -------------------------
installIntl()

// ---- console: the host may have put one; make sure every method exists --------------------------
const c = (g.console ?? {}) as Record<string, unknown>
for (const m of ['log', 'info', 'warn', 'error', 'debug', 'trace']) {
  if (typeof c[m] !== 'function') c[m] = (c.log as () => void) ?? (() => {})
}
g.console = c
