// The admin with a keyboard and a screen reader: axe-core finds no serious or critical violation
// on the login, list and edit screens (in each language on the edit screen, whose labels are the
// longest) and on the applications inbox's screens (each language, desktop and phone), and the screens break none of the site's Content-Security-Policy (the fixture fails a
// test on any console error, which is where a refused style or script shows).
import type { Page } from '@playwright/test'
import { allTexts } from '../src/i18n/allTexts'
import { seriousViolations } from './axe'
import { LANGS, expect, test } from './fixtures'
import { LANG_KEY, SIGNED_OUT, signIn, staff, t } from './admin'
import { field, files, fillContact, marker, sendAndExpectThanks } from './forms'

/** The screen scrolls only up and down: nothing on it is wider than `width`. */
async function expectFits(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${what} is wider than the screen`).toBeLessThanOrEqual(width)
}

test('the login screen', async ({ page, allowProblems }) => {
  allowProblems(SIGNED_OUT)
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

test('the list on a phone: a card per item, nothing scrolls sideways', async ({
  page,
  allowProblems,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, staff('editor'), { allowProblems })
  for (const lang of ['kz', 'ru', 'en'] as const) {
    const admin = allTexts[lang].admin
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANG_KEY, lang])
    await page.goto('/admin/content/news')
    const table = page.getByRole('table', { name: new RegExp(`^${admin.typeNames.news}`) })
    await expect(table).toBeVisible()
    await expectFits(page, 375, `news list in ${lang}`)
    // Nor does the table within its own box.
    expect(
      await table.evaluate(
        (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
      ),
    ).toBe(0)
    // The column heads are there for a screen reader, not on the screen; each row is a card
    // whose title is the link, with the status beneath it.
    await expect(table.getByRole('columnheader', { name: admin.list.title })).toHaveCount(1)
    const row = table.getByRole('row').nth(1)
    const link = row.getByRole('rowheader').getByRole('link')
    const status = row.getByText(admin.status.published)
    await expect(link).toBeVisible()
    await expect(status).toBeVisible()
    const [title, badge] = [await link.boundingBox(), await status.boundingBox()]
    expect(badge!.y).toBeGreaterThan(title!.y + title!.height - 1)
    expect(title!.x + title!.width).toBeLessThanOrEqual(375)
    expect(await seriousViolations(page), `list on a phone in ${lang}`).toEqual([])
  }
})

test('a reference is chosen with the keyboard from the matches of what is typed', async ({
  page,
  allowProblems,
}) => {
  await signIn(page, staff('editor'), { allowProblems })
  await page.goto('/admin/content/news/new')
  const box = page.getByRole('combobox', { name: 'School' })
  await box.focus()
  await page.keyboard.type('school')
  const list = page.getByRole('listbox', { name: 'School' })
  await expect(list.getByRole('option').first()).toBeVisible()
  expect(await seriousViolations(page), 'the list of matches open').toEqual([])
  await page.keyboard.press('ArrowDown')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  const name = (await first.locator('span').nth(1).textContent())!
  await page.keyboard.press('Enter')
  await expect(list).toBeHidden()
  await expect(box).toHaveValue(name)
  await expect(box).toBeFocused()
  // Escape gives up a new search and puts the choice back.
  await page.keyboard.type('zzz')
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue(name)
})

test('the applications inbox, a submission, the outbox and the mail routing', async ({
  page,
  api,
  allowProblems,
}) => {
  test.setTimeout(120_000)
  // A submission to open: a vacancy response with a CV, sent as a visitor sends it.
  const en = LANGS[2]
  const { data } = await api<{ data: { title: string }[] }>('/vacancies', 'en', { page: 1 })
  const name = marker('a11y')
  await page.goto('/en/development-office')
  await page
    .getByRole('button', { name: `${en.t.forms.vacancy.respond}: ${data[0]!.title}` })
    .click()
  const form = page.getByRole('form', { name: en.t.forms.vacancy.title })
  await fillContact(form, en.t, { fio: name })
  await field(form, en.t.formFields.fields.degree).selectOption('master')
  await form.locator('[data-field="resume"] input[type="file"]').setInputFiles(files.pdf('cv.pdf'))
  await expect(form.locator('[data-field="resume"]').getByText('cv.pdf')).toBeVisible()
  await sendAndExpectThanks(form, en.t)

  await signIn(page, staff('admin'), { allowProblems })
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 })
    for (const lang of ['kz', 'ru', 'en'] as const) {
      const admin = allTexts[lang].admin
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANG_KEY, lang])
      await page.goto(`/admin/applications?search=${encodeURIComponent(name)}`)
      const table = page.getByRole('table', { name: admin.inbox.caption })
      await expect(table.getByRole('row')).toHaveCount(2)
      expect(await seriousViolations(page), `inbox in ${lang} at ${width}`).toEqual([])
      await expectFits(page, width, `inbox in ${lang}`)

      await table.getByRole('link', { name }).click()
      await expect(page.getByRole('region', { name: admin.application.fields })).toContainText(name)
      expect(await seriousViolations(page), `submission in ${lang} at ${width}`).toEqual([])
      await expectFits(page, width, `submission in ${lang}`)
      // The delete confirmation, a modal dialog.
      await page.getByRole('button', { name: admin.application.remove }).click()
      await expect(
        page.getByRole('dialog', { name: admin.application.removeConfirm }),
      ).toBeVisible()
      expect(await seriousViolations(page), `delete dialog in ${lang} at ${width}`).toEqual([])
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await page.goto('/admin/outbox')
      await expect(page.getByRole('heading', { level: 1, name: admin.outbox.title })).toBeVisible()
      expect(await seriousViolations(page), `outbox in ${lang} at ${width}`).toEqual([])

      await page.goto('/admin/notifications')
      await expect(page.getByRole('heading', { level: 1, name: admin.routing.title })).toBeVisible()
      expect(await seriousViolations(page), `routing in ${lang} at ${width}`).toEqual([])
      await expectFits(page, width, `routing in ${lang}`)
    }
  }
})
