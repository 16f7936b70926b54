import { LANGS, expect, test } from './fixtures'

const { t } = LANGS[2]

// After a deploy, a tab still running the old build asks for page chunks that no longer exist.
// The app reloads once to pick up the new build; if the chunk is still missing it shows an error
// screen with a reload button instead of a blank page.
test('a page chunk that fails to load reloads the page once, then shows the error screen', async ({
  page,
  allowProblems,
}) => {
  allowProblems(/news-catalog-[\w-]+\.js|dynamically imported module/)
  await page.route(/\/assets\/news-catalog-[\w-]+\.js$/, (route) => route.abort())

  let loads = 0
  page.on('load', () => loads++)

  await page.goto('/en/news')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loads).toBe(1)

  await page.getByRole('link', { name: t.news.toCatalog }).click()
  await expect(page.getByRole('heading', { name: t.routeError.title })).toBeVisible()
  await expect(page).toHaveURL('/en/news-catalog')
  expect(loads).toBe(2)
  await expect(page.getByRole('button', { name: t.routeError.reload })).toBeVisible()
  // The header and footer are still there around the error.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
