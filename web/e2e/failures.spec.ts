// Honest failures: when a page's own data cannot be loaded (the server's 500, no connection), the
// page says so in the visitor's language, keeps its address and offers to try again; it loads by
// itself when the connection is back. Only the server's 404 leads to the not-found page.
import { LANGS, expect, test, type NewsCard } from './fixtures'

const en = LANGS[2]

test('a page whose call answers 500 shows the error and a retry button, and keeps its URL', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/news\/|500|ApiError|Internal Server Error/)
  const [item] = await api<NewsCard[]>('/latest-news', 'en', { limit: 1 })
  const call = `**/api/v1/news/${item!.slug}?*`
  await page.route(call, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto(`/en/news/${item!.slug}`)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.t.routeError.loadTitle, {
    timeout: 15_000, // the app retries twice before it gives up
  })
  await expect(page).toHaveURL(new RegExp(`/en/news/${item!.slug}$`))
  // The header and footer stay: only the page's part failed.
  await expect(page.getByRole('banner')).toBeVisible()

  await page.unroute(call)
  await page.getByRole('button', { name: en.t.common.retry }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title)
})

test('a page whose call got no answer loads by itself when the connection is back', async ({
  page,
  context,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/news\/|ERR_INTERNET_DISCONNECTED|Failed to fetch|ApiError/)
  const [item] = await api<NewsCard[]>('/latest-news', 'en', { limit: 1 })
  const call = `**/api/v1/news/${item!.slug}?*`
  await page.route(call, (route) => route.abort('internetdisconnected'))
  await page.goto(`/en/news/${item!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.t.routeError.loadTitle, {
    timeout: 15_000,
  })
  await expect(page).toHaveURL(new RegExp(`/en/news/${item!.slug}$`))

  // The connection drops and comes back: the browser says it is online again.
  await page.unroute(call)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title)
})
