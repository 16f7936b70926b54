// The walk over every route of the site map in every language (heading, content, requests, the
// Content-Security-Policy, axe, the first load's weight) is in e2e/ssr.spec.ts, on the pages as
// the server renders them.
import { LANGS, expect, test } from './fixtures'

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
