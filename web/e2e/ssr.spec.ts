// Pages rendered on the server (server/src/site/render.rs): the HTML of every route holds its
// page's heading before any script runs, with the answers it was made from embedded and no inline
// style (the Content-Security-Policy would refuse it); the browser then hydrates it without a
// hydration error and without fetching again what is embedded, and navigates client-side after.
import type { ConsoleMessage, Page, Request } from '@playwright/test'
import { LANGS, expect, test } from './fixtures'
import { siteRoutes } from './siteRoutes'

// The e2e server renders pages only when asked (e2e/global-setup.ts): BILIM_E2E_SSR=1, as
// `make test-e2e` runs this file.
test.skip(
  !process.env.BILIM_E2E_SSR,
  'server rendering is off in this run (BILIM_E2E_SSR=1 turns it on)',
)

/** What React or our hydration report logs when the server's HTML is not what the browser drew. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i

function decode(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of the first `<h1>` inside `#root` of a page's HTML. */
function serverHeading(html: string): string | null {
  const root = html.indexOf('<div id="root">')
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(root))
  return root < 0 || !h1 ? null : decode(h1[1]!)
}

for (const { lang, prefix } of LANGS) {
  test(`the server's HTML of every route in ${lang} holds its heading and its data`, async ({
    request,
    api,
  }) => {
    test.setTimeout(180_000)
    for (const route of await siteRoutes(api, lang)) {
      const response = await request.get(prefix + route.path)
      expect(response.status(), route.path).toBe(200)
      const html = await response.text()
      expect(serverHeading(html), `${prefix}${route.path}: h1 in the server's HTML`).toBe(
        route.heading.replace(/\s+/g, ' ').trim(),
      )
      expect(html, route.path).toContain('<script type="application/json" id="ssr-data">')
      expect(html, `${route.path}: no inline style`).not.toMatch(/<[^>]+\sstyle="/)
      // The app's one stylesheet (vite.config.ts, cssCodeSplit): a single render-blocking request.
      expect(
        html.match(/<link rel="stylesheet"/g)?.length ?? 0,
        `${prefix}${route.path}: the app's stylesheet`,
      ).toBe(1)
    }
  })
}

/** Opens `path` and checks it hydrated with no error and no refetch; answers the API calls made. */
async function openHydrated(page: Page, path: string) {
  const hydration: string[] = []
  const calls: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (HYDRATION_ERROR.test(message.text())) hydration.push(message.text())
  }
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname + url.search)
  }
  page.on('console', onConsole)
  page.on('request', onRequest)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  page.off('console', onConsole)
  page.off('request', onRequest)
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated')
  expect(hydration, `${path}: hydration errors`).toEqual([])
  return calls
}

/** The shared answers every page embeds: the browser must never ask for them after a server page. */
const EMBEDDED_EVERYWHERE = /^\/api\/v1\/(settings\/general|menus\/(header|footer))\?/

const sample = (routes: { name: string; path: string }[], names: string[]) =>
  routes.filter((route) => names.includes(route.name))

for (const { lang, prefix } of LANGS) {
  test(`pages in ${lang} hydrate without an error and without fetching their data again`, async ({
    page,
    api,
  }) => {
    test.setTimeout(240_000)
    const routes = await siteRoutes(api, lang)
    // Every route in Russian; in Kazakh and English (the same components) the home page and a
    // few of each kind.
    const chosen =
      lang === 'ru'
        ? routes
        : [
            { name: 'home', path: '/' },
            ...sample(routes, ['news', 'news-item', 'education-bachelor']),
          ]
    for (const route of chosen) {
      const calls = await openHydrated(page, prefix + route.path)
      const refetched = calls.filter((call) => EMBEDDED_EVERYWHERE.test(call))
      expect(refetched, `${prefix}${route.path}: embedded answers fetched again`).toEqual([])
      // A page's own data is embedded too: what is fetched is what loads further down, on approach.
      expect(calls.length, `${prefix}${route.path}: ${calls.join(', ')}`).toBeLessThanOrEqual(1)
    }
  })
}

test('after a server-rendered first page the app navigates in the browser', async ({ page }) => {
  await openHydrated(page, '/ru/')
  // A mark on the window survives only a client-side navigation.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.locator('main a[href="/ru/news"]').first().click()
  await expect(page).toHaveURL(/\/ru\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('content colours are drawn from the server HTML before any script runs', async ({
  browser,
  request,
  api,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const [goal] = await api<{ id: number; color: string }[]>('/sdgs', 'ru')
  const path = '/ru/our-sustainable-development'
  // A render can miss its deadline on a busy machine (the page then goes out for the browser to
  // render, which this browser cannot): wait until the server has the rendered page.
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('data-sdg='), {
      timeout: 30_000,
    })
    .toBe(true)
  await page.goto(path)
  const tile = page.locator(`[data-sdg="${goal!.id}"]`).first()
  const hex = (colour: string) =>
    `#${(colour.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`
  const border = await tile.evaluate((element) => getComputedStyle(element).borderTopColor)
  expect(hex(border)).toBe(goal!.color.toLowerCase())
  await context.close()
})
