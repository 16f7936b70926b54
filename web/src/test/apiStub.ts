// The server's answers in a unit test: JSON responses, and a stand-in for fetch that answers the
// app's API calls by path, so a test can make one list fail while the others answer.
import { vi } from 'vitest'

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/**
 * Stubs fetch: a call whose URL starts with one of `answers`' paths gets that answer (made when
 * the call comes, so a test can change it between calls); any other call is a 404.
 */
export function stubApi(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = Object.keys(answers).find((prefix) => url.startsWith(prefix))
      return path ? answers[path]!() : jsonResponse(404, { message: 'Not found' })
    }),
  )
}
