import type { Page } from '@playwright/test'
import { LANGS, expect, test, type NewsCard } from './fixtures'

interface NewsPage {
  data: NewsCard[]
  meta: { total: number; last_page: number; current_page: number }
}

const { t } = LANGS[2]

function results(page: Page) {
  return page
    .locator('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
}

test('choosing a school filters the list through the URL, and a reload keeps it', async ({
  page,
  api,
}) => {
  const schools = await api<{ value: number; label: string }[]>('/news-filters/school', 'en')
  const school = schools[2]!
  const expected = await api<NewsPage>('/news', 'en', { limit: 20, school: school.value })

  await page.goto('/en/news-catalog?page=2')
  await page.getByLabel(t.catalog.school).selectOption(String(school.value))
  await expect(page).toHaveURL(`/en/news-catalog?school=${school.value}`)
  await expect(page.getByText(`News found: ${expected.meta.total}`)).toBeVisible()
  await expect(results(page).getByRole('article')).toHaveCount(expected.data.length)
  await expect(results(page).getByRole('link', { name: expected.data[0]!.title })).toBeVisible()

  await page.reload()
  await expect(page.getByLabel(t.catalog.school)).toHaveValue(String(school.value))
  await expect(results(page).getByRole('article')).toHaveCount(expected.data.length)
  await expect(results(page).getByRole('link', { name: expected.data[0]!.title })).toBeVisible()

  await page.getByRole('link', { name: t.catalog.reset }).click()
  await expect(page).toHaveURL('/en/news-catalog')
  await expect(page.getByLabel(t.catalog.school)).toHaveValue('')
})

test('pagination moves through pages, and back returns', async ({ page, api }) => {
  const [first, second] = await Promise.all([
    api<NewsPage>('/news', 'en', { limit: 20, page: 1 }),
    api<NewsPage>('/news', 'en', { limit: 20, page: 2 }),
  ])
  expect(first.meta.last_page, 'the demo content has several pages of news').toBeGreaterThan(1)

  await page.goto('/en/news-catalog')
  await expect(results(page).getByRole('article')).toHaveCount(20)
  const pagination = page.getByRole('navigation', { name: t.pagination.label })
  await pagination.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL('/en/news-catalog?page=2')
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(results(page).getByRole('link', { name: second.data[0]!.title })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/en/news-catalog')
  await expect(results(page).getByRole('link', { name: first.data[0]!.title })).toBeVisible()
})

test('year and month filters and the search box', async ({ page, api }) => {
  const years = await api<{ value: number }[]>('/news-filters/year', 'en')
  const year = years[years.length - 1]!.value
  const byYear = await api<NewsPage>('/news', 'en', { limit: 20, year })

  await page.goto('/en/news-catalog')
  await page.getByLabel(t.catalog.year).selectOption(String(year))
  await expect(page).toHaveURL(`/en/news-catalog?year=${year}`)
  await expect(page.getByText(`News found: ${byYear.meta.total}`)).toBeVisible()

  const months = await api<{ value: number; label: string }[]>('/news-filters/month', 'en', {
    year,
  })
  const month = months[0]!
  const byMonth = await api<NewsPage>('/news', 'en', { limit: 20, year, month: month.value })
  await page.getByLabel(t.catalog.month).selectOption(String(month.value))
  await expect(page).toHaveURL(`/en/news-catalog?year=${year}&month=${month.value}`)
  await expect(page.getByText(`News found: ${byMonth.meta.total}`)).toBeVisible()

  const word = byYear.data[0]!.title.split(/\s+/).find((w) => w.length > 6) ?? 'DBU'
  const bySearch = await api<NewsPage>('/news', 'en', { limit: 20, search: word })
  await page.getByRole('link', { name: t.catalog.reset }).click()
  await page.getByRole('searchbox', { name: t.catalog.search }).fill(word)
  await page.getByRole('button', { name: t.catalog.submit }).click()
  await expect(page).toHaveURL(
    `/en/news-catalog?search=${encodeURIComponent(word).replace(/%20/g, '+')}`,
  )
  await expect(page.getByText(`News found: ${bySearch.meta.total}`)).toBeVisible()
  await expect(results(page).getByRole('article')).toHaveCount(bySearch.data.length)
})
