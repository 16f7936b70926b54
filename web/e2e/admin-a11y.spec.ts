// The admin with a keyboard and a screen reader: axe-core finds no serious or critical violation
// on the login, list and edit screens (in each language on the edit screen, whose labels are the
// longest), and the screens break none of the site's Content-Security-Policy (the fixture fails a
// test on any console error, which is where a refused style or script shows).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { allTexts } from '../src/i18n/allTexts'
import { expect, test } from './fixtures'
import { LANG_KEY, signIn, staff, t } from './admin'

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the login screen', async ({ page, allowProblems }) => {
  allowProblems(/status of 401 .*\/api\/v1\/admin\/me\?|HTTP 401: \S*\/api\/v1\/admin\/me\?/)
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: allTexts.kz.admin.login.title })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
  expect(await seriousViolations(page)).toEqual([])
})

test('the list and the edit screen, in every language', async ({ page, allowProblems }) => {
  test.setTimeout(120_000)
  await signIn(page, staff('admin'), { allowProblems })
  await page.goto('/admin/content/news')
  await expect(page.getByRole('table')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('table').getByRole('link').first().click()
  // The names are anchored: a block's "Link text, Kazakh" ("Сілтеме мәтіні, Қазақша") holds the
  // body's name too, and a name given as a string matches any label that contains it.
  await expect(page.getByRole('textbox', { name: /^Text, Kazakh/ })).toBeVisible()
  for (const lang of ['kz', 'ru', 'en'] as const) {
    const admin = allTexts[lang].admin
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANG_KEY, lang])
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: admin.edit.publishing })).toBeVisible()
    await expect(
      page.getByRole('textbox', {
        name: new RegExp(`^${admin.fieldNames.body}, ${admin.langs.kz}`),
      }),
    ).toBeVisible()
    expect(await seriousViolations(page), `edit screen in ${lang}`).toEqual([])
  }
})

test('the edit screen on a phone: one language at a time, chosen with buttons', async ({
  page,
  allowProblems,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, staff('editor'), { allowProblems })
  await page.goto('/admin/content/news')
  await page.getByRole('table').getByRole('link').first().click()
  const languages = page.getByRole('group', { name: t.edit.languages })
  await expect(languages).toBeVisible()
  const form = page.getByRole('form')
  await expect(form.getByLabel(/^Title, Kazakh/).first()).toBeVisible()
  await expect(form.getByLabel(/^Title, Russian/).first()).toBeHidden()
  await languages.getByRole('button', { name: /Russian/ }).click()
  await expect(form.getByLabel(/^Title, Russian/).first()).toBeVisible()
  await expect(form.getByLabel(/^Title, Kazakh/).first()).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])
})

test('blocks move with the keyboard alone', async ({ page, allowProblems }) => {
  await signIn(page, staff('editor'), { allowProblems })
  await page.goto('/admin/content/pages')
  await page.getByRole('searchbox', { name: t.list.search }).fill('career-center')
  await page.keyboard.press('Enter')
  await page.getByRole('table').getByRole('link').first().click()
  const down = page.getByRole('button', { name: /^Move down: Blocks, 1:/ })
  await down.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /^Move down: Blocks, 2:/ })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 2' })).toBeVisible()
  await expect(page.getByText(t.edit.unsaved)).toBeVisible()
})
