// Moving around the site as a full page load would: a new page starts at its top, Back returns to
// where the visitor was, a move within a page (a list's page, a filter) leaves the window where
// it is, and keyboard focus goes to the new page's content.
import { LANGS, expect, scrollY, test, type NewsCard } from './fixtures'

const { t } = LANGS[2]

test('a new page starts at the top, and Back returns to the same place', async ({ page, api }) => {
  const list = await api<{ data: NewsCard[] }>('/news', 'en', { limit: 20 })
  const target = list.data[11]!

  await page.goto('/en/news-catalog')
  const link = page.getByRole('link', { name: target.title })
  await link.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(400)

  await link.click()
  await expect(page).toHaveURL(`/en/news/${target.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title)
  expect(await scrollY(page)).toBe(0)
  await expect(page.locator('main')).toBeFocused()

  await page.goBack()
  await expect(page).toHaveURL('/en/news-catalog')
  await expect(link).toBeVisible()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5)
  expect(await scrollY(page)).toBeLessThan(before + 5)
})

test('the next page of a list in the middle of a page keeps the window in place', async ({
  page,
}) => {
  await page.goto('/en/academic-council')
  const pagination = page.getByRole('navigation', { name: /./ }).filter({
    has: page.getByRole('link', { name: t.pagination.page.replace('{{page}}', '2') }),
  })
  const second = pagination.first().getByRole('link', {
    name: t.pagination.page.replace('{{page}}', '2'),
  })
  // Every list of the page loaded first: one that fills in above the pagination afterwards moves
  // the window (the browser keeps the pagination in view), which is not what is tested here.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await second.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(200)

  await second.click()
  await expect(page).toHaveURL(/\?docs\d+=2$/)
  await expect(second).toHaveAttribute('aria-current', 'page')
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(5)
})

test('the news catalogue starts its next page at the top', async ({ page }) => {
  await page.goto('/en/news-catalog')
  const pagination = page.getByRole('navigation', { name: t.pagination.label })
  const next = pagination.getByRole('link', { name: t.pagination.next })
  await next.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(400)

  await next.click()
  await expect(page).toHaveURL('/en/news-catalog?page=2')
  await expect.poll(() => scrollY(page)).toBe(0)
})
