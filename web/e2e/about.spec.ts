// The pages about the university: document lists with their own page in the URL, the year filters
// of the purchases and the association's documents, the management's tabs and slider, the history
// timeline, the strategy page that only logs a failure, the welcome news and the dev sitemap, and
// the history and management paths that follow the site's short name.
import type { Page } from '@playwright/test'
import { adminApi, signIn, staff } from './admin'
import { LANGS, expect, test } from './fixtures'

interface Doc {
  id: number
  title: string
  file: string
}
interface Paginated<T> {
  data: T[]
  meta: { current_page: number; last_page: number }
}
interface Faq {
  title: string
  desc: string
  year: number | null
}
interface Handbook {
  id: number
  title: string
}
interface Employee {
  id: number
  name: string
}
interface Block {
  title: string
  position: number
}

const [kz, ru, en] = LANGS

function documentList(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title }) })
}

test('the academic council shows its three lists, each paging on its own through the URL', async ({
  page,
  api,
}) => {
  const [plans, decisions, membership, plans2] = await Promise.all([
    api<Paginated<Doc>>('/documents/179', 'en'),
    api<Paginated<Doc>>('/documents/176', 'en'),
    api<Paginated<Doc>>('/documents/178', 'en'),
    api<Paginated<Doc>>('/documents/179', 'en', { page: 2 }),
  ])
  expect(plans.meta.last_page, 'list 179 has more than one page').toBeGreaterThan(1)

  await page.goto('/en/academic-council')
  const plansList = documentList(page, en.t.about.council.plans)
  const decisionsList = documentList(page, en.t.about.council.decisions)
  const membershipList = documentList(page, en.t.about.council.membership)
  for (const [list, data] of [
    [plansList, plans],
    [decisionsList, decisions],
    [membershipList, membership],
  ] as const) {
    const first = data.data[0]!
    const link = list.getByRole('link', { name: first.title })
    await expect(link).toHaveAttribute('href', first.file)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(list.getByRole('list').first().getByRole('listitem')).toHaveCount(data.data.length)
  }

  await plansList.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL('/en/academic-council?docs179=2')
  await expect(plansList.getByRole('link', { name: plans2.data[0]!.title })).toBeVisible()
  // The other lists stay on their first page.
  await expect(decisionsList.getByRole('link', { name: decisions.data[0]!.title })).toBeVisible()

  await page.reload()
  await expect(plansList.getByRole('link', { name: plans2.data[0]!.title })).toBeVisible()
  await expect(plansList.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.goBack()
  await expect(page).toHaveURL('/en/academic-council')
  await expect(plansList.getByRole('link', { name: plans.data[0]!.title })).toBeVisible()
})

test('the financial statements page through its pages in Russian', async ({ page, api }) => {
  const first = await api<Paginated<Doc>>('/documents/175', 'ru')
  const last = first.meta.last_page
  const lastPage = await api<Paginated<Doc>>('/documents/175', 'ru', { page: last })

  await page.goto('/ru/consolidated-financial-statements')
  await expect(page.getByRole('link', { name: first.data[0]!.title })).toBeVisible()
  const pagination = page.getByRole('navigation', { name: ru.t.pagination.label })
  await pagination
    .getByRole('link', { name: ru.t.pagination.page.replace('{{page}}', String(last)) })
    .click()
  await expect(page).toHaveURL(`/ru/consolidated-financial-statements?docs175=${last}`)
  await expect(page.getByRole('link', { name: lastPage.data[0]!.title })).toBeVisible()
  await expect(page.getByRole('link', { name: ru.t.pagination.next })).toHaveCount(0)
})

test('a document list that fails only logs, and the rest of the page shows', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/documents\/177/)
  await page.route('**/api/v1/documents/177?**', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  )
  const blocks = await api<Record<string, Block[]>>(
    '/pages/static/articles-of-association-and-details',
    'kz',
  )
  await page.goto('/articles-of-association-and-details')
  for (const [block] of Object.values(blocks))
    await expect(page.getByRole('heading', { name: block!.title })).toBeVisible()
  await expect(page.getByRole('link', { name: /\.pdf|PDF/ })).toHaveCount(0)
  await expect(page).toHaveURL('/articles-of-association-and-details')
})

test('purchases filter by year through the URL and open to their details', async ({
  page,
  api,
}) => {
  const [all, years] = await Promise.all([
    api<Faq[]>('/faqs/purchases', 'en'),
    api<Handbook[]>('/handbooks/year-procedure', 'en'),
  ])
  const year = Number(years.find((y) => all.some((p) => p.year === Number(y.title)))!.title)
  const ofYear = await api<Faq[]>('/faqs/purchases', 'en', { year })
  const other = all.find((p) => p.year !== year)!

  await page.goto('/en/university-purchases')
  await expect(page.getByRole('button', { name: other.title })).toBeVisible()
  await page.getByLabel(en.t.about.year.label, { exact: true }).selectOption(String(year))
  await expect(page).toHaveURL(`/en/university-purchases?year=${year}`)
  await expect(page.getByRole('button', { name: other.title })).toHaveCount(0)
  await expect(page.locator('main [aria-expanded]')).toHaveCount(ofYear.length)

  await page.reload()
  await expect(page.getByLabel(en.t.about.year.label, { exact: true })).toHaveValue(String(year))
  const first = page.getByRole('button', { name: ofYear[0]!.title })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: ofYear[0]!.title })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/en/university-purchases')
  await expect(page.getByRole('button', { name: other.title })).toBeVisible()
})

test('the association documents page, and a year filter returns them to page 1', async ({
  page,
  api,
}) => {
  const [first, second] = await Promise.all([
    api<Paginated<Faq>>('/faqs/documents', 'kz'),
    api<Paginated<Faq>>('/faqs/documents', 'kz', { page: 2 }),
  ])
  expect(first.meta.last_page).toBeGreaterThan(1)
  const year = second.data[0]!.year!
  const ofYear = await api<Paginated<Faq>>('/faqs/documents', 'kz', { year })

  await page.goto('/educational-and-methodological-association?page=2')
  await expect(page.getByRole('button', { name: second.data[0]!.title })).toBeVisible()
  await page.getByLabel(kz.t.about.year.label, { exact: true }).selectOption(String(year))
  await expect(page).toHaveURL(`/educational-and-methodological-association?year=${year}`)
  await expect(page.locator('main [aria-expanded]')).toHaveCount(ofYear.data.length)
  await expect(page.getByRole('button', { name: ofYear.data[0]!.title })).toBeVisible()
})

test('management: the rectorate slider and the group tabs, switched by keyboard', async ({
  page,
  api,
}) => {
  const [groups, rectorate] = await Promise.all([
    api<Handbook[]>('/handbooks/employee-groups', 'en'),
    api<Employee[]>('/employees/group/134', 'en'),
  ])
  const tabGroups = groups.filter((g) => g.id !== 134)
  const [firstPeople, secondPeople] = await Promise.all(
    tabGroups.slice(0, 2).map((g) => api<Employee[]>(`/employees/group/${g.id}`, 'en')),
  )

  await page.goto('/en/management-dbu')
  const slider = page.getByRole('group', { name: groups.find((g) => g.id === 134)!.title })
  await expect(slider.getByRole('heading', { name: rectorate[0]!.name })).toBeVisible()
  await expect(slider.getByRole('heading', { level: 3 })).toHaveCount(rectorate.length)

  const tablist = page.getByRole('tablist', { name: en.t.about.management.groupsLabel })
  await expect(tablist.getByRole('tab')).toHaveCount(tabGroups.length)
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: firstPeople![0]!.name })).toBeVisible()

  await tablist.getByRole('tab', { selected: true }).focus()
  await page.keyboard.press('ArrowRight')
  const second = tablist.getByRole('tab', { name: tabGroups[1]!.title })
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(second).toBeFocused()
  await expect(panel.getByRole('heading', { name: secondPeople![0]!.name })).toBeVisible()
})

test('history: the chapters and a timeline of every year', async ({ page, api }) => {
  const [timeline, blocks] = await Promise.all([
    api<{ year: number; title: string }[]>('/history-timelines', 'ru'),
    api<Record<string, Block[]>>('/pages/static/history', 'ru'),
  ])
  await page.goto('/ru/history-dbu')
  for (const [block] of Object.values(blocks)) {
    if (block!.position >= 2 && block!.position <= 7)
      await expect(page.getByRole('heading', { name: block!.title, level: 2 })).toBeVisible()
  }
  const years = page.getByRole('list', { name: /:/ }).getByRole('listitem')
  await expect(years).toHaveCount(timeline.length)
  await expect(years.first()).toContainText(String(timeline[0]!.year))
  await expect(years.first().getByRole('heading', { name: timeline[0]!.title })).toBeVisible()
})

test('history: without timeline years the timeline block is left out', async ({ page, api }) => {
  await page.route('**/api/v1/history-timelines?**', (route) =>
    route.fulfill({ json: { data: [] } }),
  )
  const blocks = await api<Record<string, Block[]>>('/pages/static/history', 'en')
  const timelineBlock = Object.values(blocks).find(([b]) => b!.position === 6)![0]!
  const lastBlock = Object.values(blocks).find(([b]) => b!.position === 7)![0]!

  await page.goto('/en/history-dbu')
  await expect(page.getByRole('heading', { name: lastBlock.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: timelineBlock.title })).toHaveCount(0)
})

test('history: a timeline that fails keeps its place and loads on Retry', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/history-timelines/)
  await page.route('**/api/v1/history-timelines?**', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  )
  const [timeline, blocks] = await Promise.all([
    api<{ year: number; title: string }[]>('/history-timelines', 'en'),
    api<Record<string, Block[]>>('/pages/static/history', 'en'),
  ])
  const timelineBlock = Object.values(blocks).find(([b]) => b!.position === 6)![0]!
  await page.goto('/en/history-dbu')
  const section = page.getByRole('region', { name: timelineBlock.title })
  await expect(section.getByText(en.t.common.listError)).toBeVisible()

  await page.unroute('**/api/v1/history-timelines?**')
  await section.getByRole('button', { name: en.t.common.retry }).click()
  await expect(section.getByRole('list', { name: /:/ }).getByRole('listitem')).toHaveCount(
    timeline.length,
  )
})

test('strategy: a failed load stays on the page with a notice', async ({ page, allowProblems }) => {
  allowProblems(/pages\/strategy/)
  await page.route('**/api/v1/pages/strategy?**', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  )
  await page.goto('/en/strategy')
  await expect(page.getByRole('status')).toHaveText(en.t.about.strategy.unavailable)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.t.about.strategy.title)
  await expect(page).toHaveURL('/en/strategy')
})

test('welcome: a slider of the five latest news', async ({ page, api }) => {
  const latest = await api<{ title: string }[]>('/latest-news', 'kz', { limit: 5 })
  await page.goto('/welcome')
  const slider = page.getByRole('group', { name: kz.t.about.welcome.newsTitle })
  await expect(slider.getByRole('article')).toHaveCount(latest.length)
  await expect(slider.getByRole('link', { name: latest[0]!.title })).toBeVisible()
  await slider.getByRole('button', { name: kz.t.slider.next }).click()
  await expect(slider.getByRole('button', { name: kz.t.slider.previous })).toBeEnabled()
})

test('the dev sitemap links pages with real slugs from the API', async ({ page, api }) => {
  const [schools, sdgs] = await Promise.all([
    api<{ slug: string; title: string }[]>('/schools', 'en'),
    api<{ slug: string; title: string }[]>('/sdgs', 'en'),
  ])
  await page.goto('/en/devSitemap')
  await expect(page.getByRole('link', { name: /\/history-dbu/ })).toHaveAttribute(
    'href',
    '/en/history-dbu',
  )
  const sdg = page.getByRole('link', { name: sdgs.at(-1)!.title })
  await expect(sdg).toHaveAttribute('href', `/en/sdg/${sdgs.at(-1)!.slug}`)
  await page.getByRole('link', { name: schools[0]!.title, exact: false }).first().click()
  await expect(page).toHaveURL(`/en/school/${schools[0]!.slug}`)
})

test('the history and management paths follow the short name an admin sets', async ({
  page,
  baseURL,
  api,
  allowProblems,
}) => {
  // The bare slug and the old path are no pages now: the server answers them 404.
  allowProblems(/404: \S*\/en\/(management|history-dbu)$|status of 404/)
  await signIn(page, staff('admin'), { allowProblems })
  const admin = adminApi(page, baseURL!)
  const original = await admin.get<{ short_name: string }>('/settings/1')
  const history = await api<{ title: string }>('/pages/history', 'en')
  try {
    await admin.put('/settings/1', { ...original, short_name: 'KazBU' })
    await page.goto('/en/devSitemap')
    await expect(page.locator('main a[href="/en/history-kazbu"]')).toHaveCount(1)
    await expect(page.locator('main a[href="/en/management-kazbu"]')).toHaveCount(1)
    await expect(page.locator('a[href$="-dbu"]')).toHaveCount(0)
    // The menus link the pages at their new paths, and the page is there.
    await page.locator('main a[href="/en/history-kazbu"]').click()
    await expect(page).toHaveURL('/en/history-kazbu')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(history.title)
    // The bare slug, as a menu or a preview may link it, moves on to the page's path.
    await page.goto('/en/management')
    await expect(page).toHaveURL('/en/management-kazbu')
    // The old path is no page now.
    await page.goto('/en/history-dbu')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.t.notFound.title)
  } finally {
    await admin.put('/settings/1', original)
  }
})
