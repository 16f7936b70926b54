// Pictures of the admin's screens for a person to look at: the login, the list and the edit
// screen, in each language, at phone and desktop widths (`npm run e2e:screenshots`, with the
// site's own pictures in e2e/screenshots/, named admin-{screen}-{lang}-{width}.png).
import { test } from './fixtures'
import { LANG_KEY, SIGNED_OUT, signIn, staff } from './admin'

const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
]

for (const viewport of VIEWPORTS) {
  test(`the admin at ${viewport.name}`, async ({ page, allowProblems }) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    allowProblems(SIGNED_OUT)
    for (const lang of ['kz', 'ru', 'en']) {
      await page.goto('/admin/login')
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANG_KEY, lang])
      await page.reload()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `e2e/screenshots/admin-login-${lang}-${viewport.name}.png` })
    }
    await signIn(page, staff('admin'), { allowProblems })
    const news = await page.request.get('/api/v1/admin/news?per_page=1')
    const [first] = ((await news.json()) as { data: { data: { id: number }[] } }).data.data
    const screens = [
      { name: 'home', path: '/admin' },
      { name: 'list', path: '/admin/content/news' },
      { name: 'edit', path: `/admin/content/news/${first!.id}` },
      { name: 'translations', path: '/admin/translations' },
      { name: 'users', path: '/admin/users' },
    ]
    for (const lang of ['kz', 'ru', 'en']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANG_KEY, lang])
      for (const screen of screens) {
        await page.goto(screen.path)
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(300)
        await page.screenshot({
          path: `e2e/screenshots/admin-${screen.name}-${lang}-${viewport.name}.png`,
          fullPage: viewport.width < 1000 || screen.name !== 'edit',
        })
      }
    }
  })
}
