// Every page of the sitemap can be found by a visitor: a crawl from the home page, following the
// same-origin links the rendered pages show (menus, footer, blocks' links, lists and their page
// numbers), reaches each Kazakh page; a Russian or English page is that page in the language the
// header's switch offers on every page. A page in the sitemap that no link leads to is one only
// search engines know (issue 16: nine such pages).
import { expect, test, type BrowserContext, type Page } from '@playwright/test'

/** Paths never crawled: the API, files, the staff's app, and the other languages' copies. */
const NOT_PAGES = /^\/(api|assets|media|files|admin)(\/|$)|^\/(ru|en)(\/|$)|\.[a-z0-9]+$/i

/** A link's page: its path without a trailing slash, with ?page= kept (a list's next pages). */
function pageOf(href: string, origin: string): string | null {
  const url = new URL(href, origin)
  if (url.origin !== origin) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const page = url.searchParams.get('page')
  return page && page !== '1' ? `${path}?page=${page}` : path
}

/** The links of a page once its lists have loaded, including those drawn as it is scrolled. */
async function linksOf(page: Page, path: string): Promise<string[]> {
  // A navigation the previous page started (a list's scroll loading) may abort this one: retry.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(path, { waitUntil: 'networkidle' })
      break
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
  await page.waitForLoadState('networkidle')
  return page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href))
}

/** Breadth-first from `/` with a few tabs at once; answers every link seen on a crawled page. */
async function crawl(context: BrowserContext, origin: string): Promise<Set<string>> {
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()))
  const work = async (tab: Page) => {
    for (;;) {
      const path = queue.shift()
      if (path === undefined) {
        // Another tab may still add pages: wait for it, stop when every tab is idle.
        if (busy === 0) return
        await new Promise((resolve) => setTimeout(resolve, 50))
        continue
      }
      busy += 1
      try {
        for (const href of await linksOf(tab, path)) {
          const linked = pageOf(href, origin)
          if (linked === null || seen.has(linked)) continue
          seen.add(linked)
          if (!NOT_PAGES.test(linked.split('?')[0]!)) queue.push(linked)
        }
      } finally {
        busy -= 1
      }
    }
  }
  let busy = 0
  await Promise.all(tabs.map(work))
  await Promise.all(tabs.map((tab) => tab.close()))
  return seen
}

test('every page of the sitemap is reachable by following links from the home page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(8 * 60_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname.replace(/\/+$/, '') || '/',
  )
  expect(pages.length).toBeGreaterThan(100)

  const context = await browser.newContext({ baseURL })
  // Pictures and fonts say nothing of links: leave them out to keep the crawl quick.
  await context.route(/\.(svg|png|jpe?g|webp|woff2?|mp4)(\?|$)/, (route) => route.abort())
  const reached = await crawl(context, new URL(baseURL!).origin)
  await context.close()

  // The language switch links the page itself in the other languages.
  expect(reached.has('/ru') && reached.has('/en'), 'the language switch on the home page').toBe(
    true,
  )
  const reachedPaths = new Set([...reached].map((page) => page.split('?')[0]!))
  const unreachable = pages.filter(
    (page) => !reachedPaths.has(page.replace(/^\/(ru|en)(?=\/|$)/, '') || '/'),
  )
  expect(unreachable, 'sitemap pages no link leads to').toEqual([])
})
