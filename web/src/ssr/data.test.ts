import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/queryClient'
import { hydrateAnswers, readServerData, serverAnswers } from './data'

function script(text: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.textContent = text
  return element
}

describe("the page's embedded answers", () => {
  it('carry the answers the server had, and none of those that failed', async () => {
    const server = new QueryClient()
    server.setQueryData(['news', 'a-slug', 'ru'], { title: 'Новость' })
    server.setQueryData(['questions', 1, 'ru'], { pages: [[{ id: 1 }]], pageParams: [1] })
    await server
      .fetchQuery({
        queryKey: ['menus', 'header', 'ru'],
        queryFn: () => Promise.reject(new Error('down')),
        retry: false,
      })
      .catch(() => undefined)
    const embedded = JSON.stringify(serverAnswers(server.getQueryCache().getAll()))

    const answers = readServerData(script(embedded))
    expect(answers?.map(([key]) => key)).toEqual([
      ['news', 'a-slug', 'ru'],
      ['questions', 1, 'ru'],
    ])

    // In the browser they count as just fetched: the app does not ask for them again.
    const browser = createQueryClient()
    hydrateAnswers(browser, answers!, 1_000)
    expect(browser.getQueryData(['news', 'a-slug', 'ru'])).toEqual({ title: 'Новость' })
    expect(browser.getQueryData(['questions', 1, 'ru'])).toEqual({
      pages: [[{ id: 1 }]],
      pageParams: [1],
    })
    const query = browser.getQueryCache().find({ queryKey: ['news', 'a-slug', 'ru'] })!
    expect(query.state).toMatchObject({ status: 'success', dataUpdatedAt: 1_000 })
    expect(browser.getQueryData(['menus', 'header', 'ru'])).toBeUndefined()
  })

  it('are none when the page has none or they are not answers', () => {
    expect(readServerData(null)).toBeNull()
    expect(readServerData(script(''))).toBeNull()
    expect(readServerData(script('{"queries": [], "mutations": []}'))).toBeNull()
    expect(readServerData(script('[["news"], 1]'))).toBeNull()
    expect(readServerData(script('[[{}]'))).toBeNull()
    expect(readServerData(script('[]'))).toEqual([])
  })
})
