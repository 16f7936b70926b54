// The walk over every route of the site map in every language: each page shows its heading and its
// content, asks only our own server for what it needs (/api/v1, /assets), logs no error, fails no
// request (the fixture checks both), and axe-core finds no serious or critical accessibility
// violation (in every language: longer Russian and English labels wrap and overflow differently,
// and each language has its own texts to name things). Each page arrives with the strict Content-Security-Policy and breaks none of it. The
// JavaScript of each first load is weighed against the budget.
import AxeBuilder from '@axe-core/playwright'
import { expectStrictPolicy, watchCspViolations } from './csp'
import { LANGS, expect, test } from './fixtures'
import { siteRoutes } from './siteRoutes'
import { watchRequests } from './weight'

/**
 * The most JavaScript (gzip) a first load of any route may download: what the first screen needs.
 * Code for what lies further down (forms, a slider's controls) loads as the visitor gets there.
 * `npm run e2e:weigh` lists every route's weight and the scripts of the heaviest.
 */
// 151 KB since server rendering: the hydrating entry (hydrateRoot, the embedded answers) and the
// CSP-safe styles (styleRef) took /ratings from just under 150 KB to 150.4 KB. 152 KB since the
// list kit and the route table: every list's loading, empty and failed states with Retry
// (QueryList, Card) in one shared chunk, and the short-named pages' routing, took
// /digital-university from 150.4 KB to 151.5 KB, although the families' own chunks shrank. 153 KB
// since the header's and footer's menus say when they could not be loaded, with Retry, on every
// page (MenuError, in the entry chunk: an error shown when the network fails cannot wait for a
// chunk from that network): /digital-university 152.2 KB.
const FIRST_LOAD_BUDGET = 153 * 1024

// The walks read and change nothing: `make test-e2e` runs them (tagged @walk) apart from the rest,
// two at a time, each language's routes in two halves so that both workers stay busy.
test.describe.configure({ mode: 'parallel' })
const HALVES = [0, 1]

for (const { lang, prefix, htmlLang } of LANGS) {
  for (const half of HALVES) {
    test(
      `every route in ${lang} (${half + 1}/${HALVES.length})`,
      { tag: '@walk' },
      async ({ page, api, baseURL }) => {
        test.setTimeout(600_000)
        const routes = (await siteRoutes(api, lang)).filter((_, i) => i % HALVES.length === half)
        const requests = await watchRequests(page, new URL(baseURL!).origin)
        const csp = await watchCspViolations(page)
        const weights: [string, number][] = []

        for (const route of routes) {
          await test.step(route.name, async () => {
            requests.reset()
            csp.reset()
            const answer = await page.goto(prefix + route.path)
            expectStrictPolicy(answer?.headers()['content-security-policy'], route.path)
            await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
            // The content has arrived: no skeleton left, and the main area has sections of its own.
            await page.waitForLoadState('networkidle')
            await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
            await expect(page.locator('main h2').first()).toBeVisible()
            expect(requests.foreign, `requests outside /api/v1 and /assets`).toEqual([])
            expect(csp.violations, `Content-Security-Policy violations on ${route.path}`).toEqual(
              [],
            )

            const axe = await new AxeBuilder({ page }).analyze()
            const serious = axe.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              )
            expect(serious, `axe on ${prefix}${route.path}`).toEqual([])

            weights.push([route.path, requests.scriptBytes()])
          })
        }

        weights.sort((a, b) => b[1] - a[1])
        const [heaviest] = weights
        console.log(
          `heaviest first load in ${lang}: ${heaviest![0]} ${(heaviest![1] / 1024).toFixed(1)} KB gzip`,
        )
        for (const [route, bytes] of weights) {
          expect
            .soft(bytes, `JavaScript of the first load of ${route}`)
            .toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
        }
      },
    )
  }
}

test('unknown school and science slugs land on /404', async ({ page, allowProblems }) => {
  // The page call answers 404 for them; that response is the expected way in.
  allowProblems(/no-such|\/science\/history/)
  for (const { prefix } of LANGS) {
    for (const path of ['/school/no-such-school', '/science/no-such-page', '/science/history']) {
      await page.goto(prefix + path)
      await expect(page).toHaveURL(`${prefix}/404`)
    }
  }
})
