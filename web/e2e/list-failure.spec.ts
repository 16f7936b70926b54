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

test('news catalogue: the list fails in Russian, the filters stay, Retry loads the news', async ({
  page,
  api,
  allowProblems,
}) => {
  const ru = LANGS[1]
  allowProblems(/\/api\/v1\/news\?|status of 503|ApiError/)
  const list = await api<{ data: { title: string }[] }>('/news', 'ru', { page: 1, limit: 20 })
  const call = '**/api/v1/news?*'
  await page.route(call, (route) => route.fulfill({ status: 503, json: { message: 'down' } }))
  await page.goto('/ru/news-catalog')

  await expect(page.getByText(ru.t.common.listError)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByLabel(ru.t.catalog.school)).toBeVisible()
  await expect(page).toHaveURL('/ru/news-catalog')

  await page.unroute(call)
  await page.getByRole('button', { name: ru.t.common.retry }).click()
  await expect(
    page.getByRole('heading', { name: list.data[0]!.title, level: 2, exact: true }),
  ).toBeVisible()
})

test('a news item: the latest news beside it fail, the item shows, Retry loads them', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/latest-news|status of 500|ApiError/)
  const latest = await api<{ slug: string; title: string }[]>('/latest-news', 'en', { limit: 5 })
  const [item, ...others] = latest
  const call = '**/api/v1/latest-news?*'
  await page.route(call, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto(`/en/news/${item!.slug}`)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title)
  const aside = page.getByRole('complementary', { name: en.t.news.moreNews })
  await expect(aside.getByText(en.t.common.listError)).toBeVisible({ timeout: 15_000 })

  await page.unroute(call)
  await aside.getByRole('button', { name: en.t.common.retry }).click()
  await expect(aside.getByRole('link', { name: others[0]!.title })).toBeVisible()
})

test('the menus fail: the header and the footer say so with Retry, and Retry brings the links', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/menus|status of 500|ApiError/)
  const header = await api<{ title: string }[]>('/menus/header', 'en')
  const call = '**/api/v1/menus/**'
  await page.route(call, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto('/en/')

  const nav = page.getByRole('navigation', { name: en.t.nav.mainNavigation })
  await expect(nav.getByText(en.t.nav.menuError)).toBeVisible({ timeout: 15_000 })
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(en.t.nav.menuError)).toBeVisible()
  // The page itself is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.unroute(call)
  await nav.getByRole('button', { name: en.t.common.retry }).click()
  await expect(nav.getByRole('button', { name: header[0]!.title })).toBeVisible()
  await expect(nav.getByText(en.t.nav.menuError)).toHaveCount(0)
})
