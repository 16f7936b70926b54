import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet } from './client'

function answer(data: unknown) {
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('apiGet', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('asks for drafts only when the page is an editor’s preview', async () => {
    const fetch = vi.fn(async () => answer([]))
    vi.stubGlobal('fetch', fetch)

    await apiGet('/news', 'ru', { page: 2 })
    window.history.replaceState(null, '', '/ru/news/draft?preview=1')
    await apiGet('/news/draft', 'ru')

    const urls = fetch.mock.calls.map((call) => String((call as unknown[])[0]))
    expect(urls).toEqual(['/api/v1/news?lang=ru&page=2', '/api/v1/news/draft?lang=ru&preview=1'])
  })
})
