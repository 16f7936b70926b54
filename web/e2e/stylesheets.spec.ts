// The public pages' one stylesheet and the admin's own (vite.admin-stylesheet.ts): a visitor's
// page waits for none of the staff's styles before its first paint, and the admin shows no screen
// before its styles have arrived.
import type { Page } from '@playwright/test'
import { allTexts } from '../src/i18n/allTexts'
import { SIGNED_OUT } from './admin'
import { expect, test } from './fixtures'

const ADMIN_STYLESHEET = /\/assets\/admin-[\w-]+\.css$/

function watchStylesheets(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** The class selectors of a built stylesheet (CSS modules' names are unique to their file). */
function classes(css: string) {
  return new Set(css.match(/\.[A-Za-z_][\w-]*/g))
}

test('a public page links one stylesheet, and the admin its own besides', async ({
  page,
  allowProblems,
}) => {
  allowProblems(SIGNED_OUT)
  const stylesheets = watchStylesheets(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)])

  const publicStylesheet = stylesheets[0]!

  stylesheets.length = 0
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: allTexts.kz.admin.login.title })).toBeVisible()
  const adminStylesheets = stylesheets.filter((path) => ADMIN_STYLESHEET.test(path))
  expect(adminStylesheets).toHaveLength(1)
  expect(
    stylesheets.filter((path) => path !== publicStylesheet && !ADMIN_STYLESHEET.test(path)),
    "stylesheets other than the public one and the admin's",
  ).toEqual([])

  const [publicCss, adminCss] = await Promise.all(
    [publicStylesheet, adminStylesheets[0]!].map(async (path) =>
      (await page.request.get(path)).text(),
    ),
  )
  const publicClasses = classes(publicCss)
  const adminClasses = [...classes(adminCss)]
  const adminOnly = adminClasses.filter((name) => !publicClasses.has(name))
  // The editor's, the inbox's and the sign-in's rules are all the admin's.
  expect(adminOnly).toContain('.ProseMirror')
  expect(adminOnly.length, 'classes of the admin in its own stylesheet').toBeGreaterThan(100)
  expect(
    adminClasses.filter((name) => publicClasses.has(name) && name.startsWith('._')),
    "the admin's classes in the public stylesheet",
  ).toEqual([])
})

test('the admin shows a screen only once its styles have arrived', async ({
  page,
  allowProblems,
}) => {
  allowProblems(SIGNED_OUT)
  let deliver!: () => void
  const delivered = new Promise<void>((resolve) => (deliver = resolve))
  await page.route(ADMIN_STYLESHEET, async (route) => {
    await delivered
    await route.continue()
  })
  const heading = page.getByRole('heading', { name: allTexts.kz.admin.login.title })
  const asked = page.waitForRequest(ADMIN_STYLESHEET)
  await page.goto('/admin/login')
  await asked
  // Long enough for an unstyled screen to have been drawn, were it not held back.
  await page.waitForTimeout(500)
  await expect(heading).toBeHidden()

  deliver()
  await expect(heading).toBeVisible()
  // Styled by the admin's sheet: the sign-in form is its card (a grid with a border), not a
  // bare form.
  const form = page.locator('form', { has: heading })
  await expect(form).toHaveCSS('display', 'grid')
  await expect(form).toHaveCSS('border-top-style', 'solid')
})
