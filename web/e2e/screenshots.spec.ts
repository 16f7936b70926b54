// Full-page pictures of each page in each language at phone and desktop widths, for a person to
// look at (e2e/screenshots/, not committed). Run with `npm run e2e:screenshots`.
import type { Page } from '@playwright/test'
import { LANGS, test, type NewsCard } from './fixtures'

const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
]

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  // Scroll through so lazy images load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
}

for (const viewport of VIEWPORTS) {
  for (const { lang, prefix } of LANGS) {
    test(`${lang} at ${viewport.name}`, async ({ page, api }) => {
      test.setTimeout(300_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const [latest] = await api<NewsCard[]>('/latest-news', lang, { limit: 1 })
      const pages = {
        home: `${prefix}/`,
        news: `${prefix}/news`,
        'news-item': `${prefix}/news/${latest!.slug}`,
        catalog: `${prefix}/news-catalog?page=2`,
        'not-found': `${prefix}/404`,
        // The pages with the visitor forms.
        'virtual-reception': `${prefix}/virtual-reception`,
        jessup: `${prefix}/jessup`,
        library: `${prefix}/library`,
        'development-office': `${prefix}/development-office`,
        'summer-school': `${prefix}/summer-school`,
        'service-center': `${prefix}/service-center`,
        center: `${prefix}/center/career-center`,
        school: `${prefix}/school/school-of-economics-and-management`,
      }
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path)
        await settle(page)
        // In slices a person (or an image viewer) can read at full size.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        const slice = viewport.width > 1000 ? 1400 : 1600
        for (let y = 0, n = 1; y < height; y += slice, n++) {
          await page.screenshot({
            path: `e2e/screenshots/${name}-${lang}-${viewport.name}-${n}.png`,
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) },
          })
        }
      }
    })
  }
}
