// The forms' invisible checks with the server's challenge on (its default): a bot calling the API
// without a proof of work is refused, and so is one that fills the form's hidden honeypot field.
// A person's sends pass (every form test checks the proof its stored submission carried), the proof
// is solved in a same-origin worker, and the honeypot leaves the form clean for axe.
import AxeBuilder from '@axe-core/playwright'
import { field, fillContact, marker, pageForm, storedApplications } from './forms'
import { LANGS, expect, test } from './fixtures'

const [kz, ru] = LANGS

test('a call without a proof of work is refused with 403, in the caller’s language', async ({
  request,
}) => {
  const login = await request.post('/api/v1/auth/login?lang=ru', {
    data: {
      email: process.env.VITE_BILIM_SERVICE_EMAIL ?? 'forms@dbu.edu.kz',
      password: process.env.VITE_BILIM_SERVICE_PASSWORD ?? 'dala-demo-forms',
    },
  })
  expect(login.ok()).toBe(true)
  const { data } = (await login.json()) as { data: { access_token: string } }

  const answer = await request.post('/api/v1/applications/consultation?lang=ru', {
    headers: { Authorization: `Bearer ${data.access_token}` },
    data: { fio: 'Bot', email: 'bot@example.kz', phone: '+7 (701) 234-56-78', message: 'spam' },
  })
  expect(answer.status()).toBe(403)
  const body = (await answer.json()) as { message: string; errors: Record<string, string[]> }
  expect(Object.keys(body.errors)).toEqual(['challenge'])
  expect(body.message).toMatch(/[а-яё]/i)
})

test('a bot that fills the hidden honeypot is refused, and nothing is stored', async ({
  page,
  allowProblems,
}) => {
  // The refusal is the expected answer (and Chromium logs it as a failed load).
  allowProblems(/403/)
  await page.goto('/ru/center/career-center')
  const form = await pageForm(page, ru.t.forms.consultation.title)
  // A person never meets the field: not announced, not in the tab order.
  await expect(form.getByRole('textbox', { name: ru.t.formFields.honeypot })).toHaveCount(0)
  const honeypot = form.getByLabel(ru.t.formFields.honeypot)
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).not.toBeInViewport()

  // A bot fills in every field it finds.
  const name = marker('honeypot')
  await fillContact(form, ru.t, { fio: name })
  await field(form, ru.t.formFields.fields.question).fill('Купите наши услуги')
  await honeypot.fill('https://spam.example', { force: true })
  const answer = page.waitForResponse((r) => r.url().includes('/applications/consultation'))
  await form.getByRole('button', { name: ru.t.formFields.status.send }).click()

  expect((await answer).status()).toBe(403)
  await expect(form.getByRole('button', { name: ru.t.formFields.status.error })).toBeVisible()
  await expect(form.getByRole('status')).toHaveText(ru.t.formFields.status.unavailable)
  const stored = storedApplications('consultation')
  if (stored) expect(stored.filter((row) => JSON.stringify(row.fields).includes(name))).toEqual([])
})

test('a shown form solves its challenge in a Web Worker served from our own origin', async ({
  page,
  baseURL,
}) => {
  const challenge = page.waitForRequest((r) => r.url().includes('/api/v1/forms/challenge'))
  const worker = page.waitForEvent('worker')
  await page.goto('/ru/center/career-center')
  await pageForm(page, ru.t.forms.consultation.title)
  expect(new URL((await challenge).url()).searchParams.get('lang')).toBe('ru')
  const url = new URL((await worker).url())
  expect(url.origin).toBe(new URL(baseURL!).origin)
  expect(url.pathname).toMatch(/^\/assets\/sha-[\w-]+\.js$/)
})

test('axe finds nothing wrong in a shown form, its honeypot included', async ({ page }) => {
  await page.goto('/center/career-center')
  const form = await pageForm(page, kz.t.forms.consultation.title)
  await expect(form.getByLabel(kz.t.formFields.honeypot)).toHaveCount(1)
  const axe = await new AxeBuilder({ page }).include('form').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  )
})
