import { LANGS, expect, test } from './fixtures'

const { t } = LANGS[1]

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('the burger opens the menu drawer, Escape closes it', async ({ page }) => {
  await page.goto('/ru/')
  const burger = page.getByRole('button', { name: t.nav.openMenu })
  await burger.click()
  const drawer = page.getByRole('dialog', { name: t.nav.menu })
  await expect(drawer).toBeVisible()
  const firstGroup = drawer
    .getByRole('navigation', { name: t.nav.mainNavigation })
    .getByRole('button')
    .first()
  await firstGroup.click()
  await expect(firstGroup).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(burger).toBeFocused()
})

test('a drawer link navigates in the current language and closes the drawer', async ({ page }) => {
  await page.goto('/ru/')
  await page.getByRole('button', { name: t.nav.openMenu }).click()
  const drawer = page.getByRole('dialog', { name: t.nav.menu })
  const newsLink = drawer.getByRole('link', { name: t.nav.news, exact: true })
  if ((await newsLink.count()) === 0) {
    await drawer.getByRole('button', { name: t.nav.news }).click()
  }
  await drawer
    .getByRole('link', { name: /новости/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/ru\/news/)
  await expect(drawer).toBeHidden()
})

for (const path of ['/ru/', '/ru/news', '/ru/news-catalog', '/ru/404']) {
  test(`no sideways scrolling at 375 px: ${path}`, async ({ page, allowProblems }) => {
    // /404 is answered with the status it names.
    if (path.endsWith('/404')) allowProblems(/\/ru\/404/)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
