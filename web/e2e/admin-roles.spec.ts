// What each role may open: an editor never sees the users or the applications and is told so at
// their addresses (the server refuses them too); a manager edits no content and is told kindly.
import { expect, test } from './fixtures'
import { signIn, staff, t } from './admin'

test('an editor cannot open users or applications', async ({ page, allowProblems }) => {
  await signIn(page, staff('editor'), { allowProblems })
  const nav = page.getByRole('navigation', { name: t.nav.label })
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible()
  await expect(nav.getByRole('link', { name: t.nav.users })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: t.nav.applications })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Site settings' })).toHaveCount(0)

  for (const path of ['/admin/users', '/admin/applications', '/admin/audit']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: t.app.notAllowedTitle })).toBeVisible()
  }
  // The server refuses them whatever the screen shows.
  allowProblems(/HTTP 403/)
  expect((await page.request.get('/api/v1/admin/users')).status()).toBe(403)
  expect((await page.request.get('/api/v1/admin/settings/1')).status()).toBe(403)
})

test('a manager sees a friendly word instead of content', async ({ page, allowProblems }) => {
  await signIn(page, staff('manager'), { allowProblems })
  await expect(page.getByRole('heading', { level: 1, name: t.home.managerTitle })).toBeVisible()
  const nav = page.getByRole('navigation', { name: t.nav.label })
  await expect(nav.getByRole('link', { name: 'News' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: t.nav.applications })).toBeVisible()
})

test('signing out ends the session', async ({ page, allowProblems }) => {
  await signIn(page, staff('editor'), { allowProblems })
  await page.getByRole('button', { name: t.header.logout }).click()
  await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await page.request.get('/api/v1/admin/me')).status()).toBe(401)
})

test('signing out while the screen still reads says nothing of an expired session', async ({
  page,
  allowProblems,
}) => {
  await signIn(page, staff('editor'), { allowProblems })
  // The home screen's translation summary is held on its way until the server has ended the
  // session, and its answer (a 401 by then) comes before the sign-out's own: the order a busy
  // server can give. The admin ends its reads before signing out, so the page never sees it.
  let readHeld = false
  let endSession!: () => void
  const sessionEnded = new Promise<void>((resolve) => (endSession = resolve))
  let readAnswered: Promise<void> = Promise.resolve()
  await page.route(/\/api\/v1\/admin\/translations\?/, (route) => {
    readHeld = true
    readAnswered = sessionEnded.then(async () => route.fulfill({ response: await route.fetch() }))
    return readAnswered
  })
  await page.route(/\/api\/v1\/admin\/logout\?/, async (route) => {
    const answer = await route.fetch()
    endSession()
    await readAnswered
    await route.fulfill({ response: answer })
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible()
  await expect.poll(() => readHeld).toBe(true)
  await page.getByRole('button', { name: t.header.logout }).click()
  await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
