// A list that cannot be loaded says so in its place, with a Retry button, while the rest of the
// page shows; Retry loads it once the server answers again (issue 16: never a silent gap).
import type { Locator, Page } from '@playwright/test'
import { LANGS, expect, test } from './fixtures'

const [kz, , en] = LANGS

/** The section a list heads, by its h2. */
function section(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) })
}

test('home: the dual programmes fail, the schools and news still show, Retry loads the programmes', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/dual-programs|status of 500|ApiError/)
  const [programs, schools] = await Promise.all([
    api<{ title: string }[]>('/dual-programs', 'en'),
    api<{ title: string }[]>('/schools', 'en'),
  ])
  const call = '**/api/v1/dual-programs?*'
  await page.route(call, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto('/en/')

  const dual = section(page, en.t.home.dualTitle)
  await expect(dual.getByText(en.t.common.listError)).toBeVisible({
    timeout: 15_000, // the app retries twice before it gives up
  })
  const retry = dual.getByRole('button', { name: en.t.common.retry })
  await expect(retry).toBeEnabled()
  // The rest of the page is there.
  await expect(
    section(page, en.t.home.schoolsTitle).getByRole('link', { name: schools[0]!.title }),
  ).toBeVisible()
  await expect(section(page, en.t.home.latestTitle)).toBeVisible()

  await page.unroute(call)
  await retry.click()
  await expect(dual.getByRole('link', { name: programs[0]!.title })).toBeVisible()
  await expect(dual.getByText(en.t.common.listError)).toHaveCount(0)
})

test('student life: the awards fail in Kazakh, the organisations still show, Retry loads them', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/awards|status of 500|ApiError/)
  const [organizations, awards] = await Promise.all([
    api<{ title: string }[]>('/organizations', 'kz'),
    api<{ title: string }[]>('/awards', 'kz'),
  ])
  const call = '**/api/v1/awards?*'
  await page.route(call, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto('/student-life/organization')

  const achievements = section(page, kz.t.campus.awards.title)
  await expect(achievements.getByText(kz.t.common.listError)).toBeVisible({ timeout: 15_000 })
  await expect(
    page.getByRole('heading', { name: organizations[0]!.title, level: 3, exact: true }),
  ).toBeVisible()

  await page.unroute(call)
  await achievements.getByRole('button', { name: kz.t.common.retry }).click()
  await expect(
    achievements.getByRole('heading', { name: awards[0]!.title, level: 3, exact: true }),
  ).toBeVisible()
})
