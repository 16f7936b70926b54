// Renders the admin as the app does (under /admin/*, its own query client and language) with the
// API answered by a fake fetch: a test lists the calls it expects and reads the calls made.
import { act, render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router'
import { vi } from 'vitest'
import type { Lang } from '@/i18n/lang'
import AdminApp from '../index'
import { ADMIN_LANG_KEY } from '../lang'

export interface Call {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
}

type Answer = Response | ((call: Call) => Response | Promise<Response>)
type Handler = { method: string; path: RegExp; answer: Answer }

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

export const data = (body: unknown, headers?: Record<string, string>) =>
  json(200, { data: body }, headers)

/** A fake API: `on('GET', /\/admin\/me$/, answer)`; an unexpected call fails the test. */
export function fakeApi() {
  const handlers: Handler[] = []
  const calls: Call[] = []
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : (init.body ?? undefined),
    }
    calls.push(call)
    // The last handler added wins, so a test can override a default answer.
    const handler = [...handlers]
      .reverse()
      .find((h) => h.method === call.method && h.path.test(url.pathname))
    if (!handler) throw new Error(`unexpected ${call.method} ${url.pathname}${url.search}`)
    const answer =
      typeof handler.answer === 'function' ? await handler.answer(call) : handler.answer
    return answer.clone()
  })
  vi.stubGlobal('fetch', fetch)
  return {
    calls,
    on(method: string, path: RegExp, answer: Answer) {
      handlers.push({ method, path, answer })
      return this
    },
    /** The calls to a path (pathname test) by a method. */
    made(method: string, path: RegExp) {
      return calls.filter((call) => call.method === method && path.test(call.url.pathname))
    },
  }
}

/** jsdom has no modal dialogs: open and close them as attributes. */
function dialogs() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement> & { __faked?: boolean }
  if (typeof proto.showModal === 'function' && !proto.__faked) return
  proto.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  proto.close = function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
  proto.__faked = true
}

export function renderAdmin(path: string, { lang = 'en' }: { lang?: Lang } = {}) {
  dialogs()
  localStorage.setItem(ADMIN_LANG_KEY, lang)
  const current: { location?: Location } = {}
  function Probe() {
    current.location = useLocation()
    return null
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  )
  return { ...result, location: () => current.location! }
}

/** Lets pending answers and effects settle. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
