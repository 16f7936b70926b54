// The applications inbox end to end: a visitor answers a vacancy with a CV on the public site; a
// manager sees it counted as new, opens it, downloads the CV, takes it in hand with a note, and
// exports the list as CSV with it; an editor cannot open the inbox. The e2e server is shared and
// other specs send forms too, so the submission is found by a name no one else uses.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { field, files, fillContact, marker, sendAndExpectThanks } from './forms'
import { LANGS, expect, test } from './fixtures'
import { signIn, staff, t } from './admin'

const en = LANGS[2]

interface Vacancy {
  id: number
  title: string
}

/** Sends a response to the first vacancy of the development office, with `cv` attached. */
async function answerVacancy(page: Page, vacancy: Vacancy, name: string, cv: string) {
  await page.goto('/en/development-office')
  await page
    .getByRole('button', { name: `${en.t.forms.vacancy.respond}: ${vacancy.title}` })
    .click()
  const dialog = page.getByRole('dialog', { name: en.t.forms.vacancy.title })
  const form = dialog.getByRole('form', { name: en.t.forms.vacancy.title })
  await fillContact(form, en.t, { fio: name })
  await field(form, en.t.formFields.fields.degree).selectOption('master')
  await form.locator('[data-field="resume"] input[type="file"]').setInputFiles(files.pdf(cv))
  await expect(form.locator('[data-field="resume"]').getByText(cv)).toBeVisible()
  await sendAndExpectThanks(form, en.t)
}

/** The count beside the inbox's link in the navigation (0 when it shows none). */
async function newCount(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: t.nav.label })
    .getByRole('link', { name: new RegExp(`^${t.nav.applications}`) })
  const text = (await link.textContent()) ?? ''
  const count = /(\d+)/.exec(text.replace(t.nav.applications, ''))
  return count ? Number(count[1]) : 0
}

test('a vacancy response reaches the inbox: opened, its CV downloaded, taken in hand, exported', async ({
  page,
  api,
  allowProblems,
}) => {
  test.setTimeout(120_000)
  const { data } = await api<{ data: Vacancy[] }>('/vacancies', 'en', { page: 1 })
  const name = marker('inbox')
  const cv = `cv-${Date.now().toString(36)}.pdf`
  await answerVacancy(page, data[0]!, name, cv)

  // The manager sees the new submissions counted beside the inbox's link.
  await signIn(page, staff('manager'), { allowProblems })
  const nav = page.getByRole('navigation', { name: t.nav.label })
  const summary = (await (await page.request.get('/api/v1/admin/applications/summary')).json()) as {
    data: { new: number }
  }
  expect(summary.data.new).toBeGreaterThanOrEqual(1)
  await expect(
    nav.getByRole('link', { name: `${t.nav.applications} (New: ${summary.data.new})` }),
  ).toBeVisible()
  const before = await newCount(page)
  expect(before).toBe(summary.data.new)

  // The inbox, searched for the visitor's name: one submission, new.
  await nav.getByRole('link', { name: new RegExp(`^${t.nav.applications}`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.inbox.title })).toBeVisible()
  await page.getByRole('searchbox', { name: t.inbox.search }).fill(name)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/applications\?search=/)
  const table = page.getByRole('table', { name: t.inbox.caption })
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText(t.formNames.vacancy)
  await expect(row).toContainText(t.applicationStatus.new)
  await expect(row).toContainText(t.langs.en)

  // The submission: its fields by label, the page it came from, the CV to download.
  await row.getByRole('link', { name }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${t.formNames.vacancy}, no\\. \\d+$`),
    }),
  ).toBeVisible()
  const fields = page.getByRole('region', { name: t.application.fields })
  await expect(fields.getByRole('definition').filter({ hasText: name })).toHaveCount(1)
  await expect(fields.getByText('CV', { exact: true })).toBeVisible()
  await expect(fields.getByRole('definition').filter({ hasText: cv })).toHaveCount(1)
  await expect(fields).toContainText(data[0]!.title)
  const about = page.getByRole('region', { name: t.application.about })
  await expect(about.getByRole('link', { name: /\/en\/development-office/ })).toBeVisible()
  await expect(about).toContainText(t.langs.en)

  const download = page.waitForEvent('download')
  await page
    .getByRole('region', { name: t.application.files })
    .getByRole('link', { name: new RegExp(cv.replace('.', '\\.')) })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe(cv)
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-')

  // Taken in hand with a note; the count of new ones drops by one.
  await page.getByRole('combobox', { name: t.application.status }).selectOption('in_progress')
  await expect(
    page.getByRole('status').filter({ hasText: 'Status changed: In progress.' }),
  ).toBeVisible()
  const notes = page.getByRole('region', { name: t.application.notes })
  await notes
    .getByRole('textbox', { name: t.application.note })
    .fill('Called back; interview on Monday.')
  await notes.getByRole('button', { name: t.application.addNote }).click()
  await expect(notes.getByText('Called back; interview on Monday.')).toBeVisible()
  await expect(notes).toContainText(/manager-\w+@e2e\.dbu\.edu\.kz/)
  await expect.poll(() => newCount(page)).toBe(before - 1)
  await page.reload()
  await expect(page.getByRole('combobox', { name: t.application.status })).toHaveValue(
    'in_progress',
  )
  await expect(notes.getByText('Called back; interview on Monday.')).toBeVisible()

  // Back to the list (its search kept), now in progress, and exported as CSV with its filters.
  await page.getByRole('link', { name: t.application.back }).click()
  await expect(page).toHaveURL(/\/admin\/applications\?search=/)
  await expect(table.getByRole('row').nth(1)).toContainText(t.applicationStatus.in_progress)
  const csv = page.waitForEvent('download')
  await page.getByRole('link', { name: t.inbox.exportCsv }).click()
  const exported = await csv
  expect(exported.suggestedFilename()).toMatch(/\.csv$/)
  const text = await readFile(await exported.path(), 'utf8')
  expect(text).toContain(name)
  expect(text).toContain(cv)
  // Only the submissions the search lets through: a header and one row.
  expect(text.trim().split(/\r?\n/)).toHaveLength(2)
})

test('an editor cannot open the inbox, a submission or the outbox', async ({
  page,
  allowProblems,
}) => {
  await signIn(page, staff('editor'), { allowProblems })
  const nav = page.getByRole('navigation', { name: t.nav.label })
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible()
  await expect(nav.getByRole('link', { name: new RegExp(t.nav.applications) })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: t.nav.outbox })).toHaveCount(0)
  for (const path of [
    '/admin/applications',
    '/admin/applications/1',
    '/admin/outbox',
    '/admin/notifications',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: t.app.notAllowedTitle })).toBeVisible()
  }
  // The server refuses it whatever the screen shows.
  allowProblems(/HTTP 403/)
  expect((await page.request.get('/api/v1/admin/applications')).status()).toBe(403)
  expect((await page.request.get('/api/v1/admin/applications/summary')).status()).toBe(403)
})
