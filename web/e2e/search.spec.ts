import type { Page } from '@playwright/test'
import { LANGS, expect, test } from './fixtures'

interface SearchResult {
  type: string
  title: string
  snippet: string
  path: string
}

const [kz, , en] = LANGS

/** The result groups: the regions of the page's main content, each titled by its type. */
function groups(page: Page) {
  return page.getByRole('main').getByRole('region')
}

test('a search in English goes through the URL, is grouped by type and survives a reload', async ({
  page,
  api,
}) => {
  const expected = await api<SearchResult[]>('/search/index', 'en', { query: 'graduation' })
  const firstType = expected[0]!.type as keyof typeof en.t.search.groups
  const firstGroupTitle = en.t.search.groups[firstType]

  await page.goto('/en/search')
  const search = page.getByRole('search', { name: en.t.search.form })
  await search.getByLabel(en.t.search.label).fill('graduation')
  await search.getByRole('button', { name: en.t.search.submit }).click()

  await expect(page).toHaveURL('/en/search?query=graduation')
  await expect(page.getByText(`${expected.length} results for «graduation»`)).toBeVisible()
  const first = groups(page).first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^${firstGroupTitle}`),
  )
  await expect(first.getByRole('link', { name: /graduates/ }).first()).toBeVisible()
  await expect(first.getByRole('link', { name: /graduates/ }).first()).toHaveAttribute(
    'href',
    /^\/en\//,
  )
  await expect(first.locator('mark').first()).toBeVisible()

  await page.reload()
  await expect(page.getByRole('search').getByLabel(en.t.search.label)).toHaveValue('graduation')
  await expect(
    groups(page)
      .first()
      .getByRole('link', { name: /graduates/ })
      .first(),
  ).toBeVisible()
})

test('a Kazakh search links results in Kazakh', async ({ page }) => {
  await page.goto(`/search?query=${encodeURIComponent('кітапхана')}`)
  await expect(page.getByRole('search').getByLabel(kz.t.search.label)).toHaveValue('кітапхана')
  await expect(page.getByRole('main').locator('a[href="/library"]').first()).toBeVisible()
})

test('an empty search shows the prompt and asks the server nothing', async ({ page, api }) => {
  const meta = await api<{ title: string; seo: { title: string } }>('/pages/search', 'kz')
  const searches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/search/')) searches.push(request.url())
  })
  await page.goto('/search')
  await expect(page.getByRole('heading', { name: kz.t.search.promptTitle })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.title)
  await expect(page).toHaveTitle(meta.seo.title || meta.title)
  expect(searches).toEqual([])
})

test('a failed search leaves the page in place with a notice', async ({ page, allowProblems }) => {
  allowProblems(/search\/index/)
  await page.route('**/api/v1/search/index?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  )
  await page.goto('/en/search?query=graduation')
  await expect(page.getByRole('status').filter({ hasText: en.t.search.unavailable })).toBeVisible()
  await expect(page).toHaveURL('/en/search?query=graduation')
  await expect(page.getByRole('search').getByLabel(en.t.search.label)).toHaveValue('graduation')
})
