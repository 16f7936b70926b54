// The first-load JavaScript of every route, for a person tuning the bundles: `npm run e2e:weigh`
// prints each route's weight (gzip) and, for the heaviest, the scripts it downloaded. The walk over
// every route (ssr.spec.ts) holds the budget; this only reports.
import { test } from './fixtures'
import { siteRoutes } from './siteRoutes'
import { watchRequests } from './weight'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`

test('first-load JavaScript of every route', async ({ page, api, baseURL }) => {
  test.setTimeout(600_000)
  const requests = await watchRequests(page, new URL(baseURL!).origin)
  const loads: { path: string; bytes: number; scripts: { url: string; bytes: number }[] }[] = []
  for (const route of await siteRoutes(api, 'kz')) {
    requests.reset()
    await page.goto(route.path)
    await page.waitForLoadState('networkidle')
    loads.push({ path: route.path, bytes: requests.scriptBytes(), scripts: requests.scripts() })
  }
  loads.sort((a, b) => b.bytes - a.bytes)
  const lines = loads.map((load) => `${kb(load.bytes)}  ${load.path}`)
  const heaviest = loads[0]!
  const chunks = heaviest.scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${kb(script.bytes)}  ${new URL(script.url).pathname}`)
  console.log([...lines, '', `scripts of ${heaviest.path}:`, ...chunks].join('\n'))
})
