// Full-page pictures of every route of the site map in each language at phone and desktop widths,
// for a person to look at: `npm run e2e:screenshots` writes them to e2e/screenshots/ (not
// committed), named {route}-{lang}-{width}-{slice}.png.
import type { Page } from '@playwright/test'
import { LANGS, scrollThrough, test } from './fixtures'
import { siteRoutes } from './siteRoutes'

const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
]

/** Only the routes whose name matches SHOTS (a regular expression), when it is set. */
const only = process.env.SHOTS ? new RegExp(process.env.SHOTS) : null

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await scrollThrough(page)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
}

for (const viewport of VIEWPORTS) {
  for (const { lang, prefix } of LANGS) {
    test(`${lang} at ${viewport.name}`, async ({ page, api, allowProblems }) => {
      test.setTimeout(900_000)
      // The not-found page answers 404 on purpose.
      allowProblems(/\/404\b/)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const routes = [
        ...(await siteRoutes(api, lang)),
        { name: 'not-found', path: '/404', heading: '' },
      ].filter((route) => !only || only.test(route.name))
      for (const route of routes) {
        await page.goto(prefix + route.path)
        await settle(page)
        // In slices a person (or an image viewer) can read at full size.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        const slice = viewport.width > 1000 ? 1400 : 1600
        for (let y = 0, n = 1; y < height; y += slice, n++) {
          await page.screenshot({
            path: `e2e/screenshots/${route.name}-${lang}-${viewport.name}-${n}.png`,
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) },
          })
        }
      }
    })
  }
}
