// Every page of the sitemap can be found by a visitor: a crawl from the home page, following the
// same-origin links of the pages (menus, footer, blocks' links, lists and their page numbers),
// reaches each Kazakh page; a Russian or English page is that page in the language the header's
// switch offers on every page. A page in the sitemap that no link leads to is one only search
// engines know (issue 16: nine such pages). The crawl reads the HTML the server renders, the
// pages as a visitor without JavaScript or a search engine gets them, so it runs where rendering
// is on (BILIM_E2E_SSR=1, as `make test-e2e` runs this file).
import type { APIRequestContext } from '@playwright/test'
import { expect, serverRenderingOnly, test } from './fixtures'

serverRenderingOnly()

/** Paths never crawled: the API, files, the staff's app, and the other languages' copies. */
const NOT_PAGES = /^\/(api|assets|media|files|admin)(\/|$)|^\/(ru|en)(\/|$)|\.[a-z0-9]+$/i

/** A page without its language prefix: the Kazakh page that the language switch pairs it with. */
const kazakh = (path: string) => path.replace(/^\/(ru|en)(?=\/|$)/, '') || '/'

/** A link's page: its path without a trailing slash, with ?page= kept (a list's next pages). */
function pageOf(href: string, from: URL): string | null {
  const url = new URL(href.replaceAll('&amp;', '&'), from)
  if (url.origin !== from.origin) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const page = url.searchParams.get('page')
  return page && page !== '1' ? `${path}?page=${page}` : path
}

/**
 * Breadth-first from `/`, three pages at a time; answers every page a crawled page links. It stops
 * once every `wanted` path has been seen: the rest of the site cannot change the answer.
 */
async function crawl(request: APIRequestContext, origin: string, wanted: string[]) {
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const allSeen = () => {
    const paths = new Set([...seen].map((page) => page.split('?')[0]!))
    return wanted.every((path) => paths.has(path))
  }
  const work = async () => {
    for (let path = queue.shift(); path !== undefined && !allSeen(); path = queue.shift()) {
      const answer = await request.get(path)
      expect(answer.status(), `GET ${path}`).toBe(200)
      const html = await answer.text()
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"#]*)/g)) {
        const linked = pageOf(href!, new URL(path, origin))
        if (linked === null || seen.has(linked)) continue
        seen.add(linked)
        if (!NOT_PAGES.test(linked.split('?')[0]!)) queue.push(linked)
      }
    }
  }
  // A crawler that finds its queue empty while another is still reading a page stops early; the
  // others carry on, and the last one empties the queue.
  await Promise.all([work(), work(), work()])
  return seen
}

test('every page of the sitemap is reachable by following links from the home page', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname.replace(/\/+$/, '') || '/',
  )
  expect(pages.length).toBeGreaterThan(100)

  const reached = await crawl(request, new URL(baseURL!).origin, [
    ...new Set([...pages.map(kazakh), '/ru', '/en']),
  ])

  // The language switch links the page itself in the other languages.
  expect(reached.has('/ru') && reached.has('/en'), 'the language switch on the home page').toBe(
    true,
  )
  const reachedPaths = new Set([...reached].map((page) => page.split('?')[0]!))
  const unreachable = pages.filter((page) => !reachedPaths.has(kazakh(page)))
  expect(unreachable, 'sitemap pages no link leads to').toEqual([])
})
