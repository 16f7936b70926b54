// The form pages at 375 px: nothing scrolls sideways, and a modal form fills the screen with its
// send button reachable.
import { expect, LANGS, scrollThrough, test } from './fixtures'

const { t } = LANGS[1]

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

const PAGES = [
  '/ru/virtual-reception',
  '/ru/jessup',
  '/ru/library',
  '/ru/development-office',
  '/ru/summer-school',
  '/ru/service-center',
  '/ru/center/career-center',
  '/ru/school/school-of-law-and-public-policy',
]

test('form pages do not scroll sideways at 375 px', async ({ page }) => {
  test.setTimeout(60_000)
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await scrollThrough(page)
    await expect(page.getByRole('button', { name: t.formFields.status.send }).first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('a modal form fills the phone screen and scrolls to its send button', async ({ page }) => {
  await page.goto('/ru/service-center')
  const title = t.forms.archive.types['archive-info'].title
  await page.getByRole('button', { name: `${t.forms.archive.open}: ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: title })
  const box = await dialog.boundingBox()
  expect(box?.width).toBe(375)
  const send = dialog.getByRole('button', { name: t.formFields.status.send })
  await send.scrollIntoViewIfNeeded()
  await expect(send).toBeInViewport()
  await expect(dialog.getByRole('button', { name: t.common.close })).toBeVisible()
})
