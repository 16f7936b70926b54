// The reception registration and the question to the rector (virtual reception, in Kazakh), and
// the file drop's refusals (legal clinic, in English).
import {
  attach,
  expectEmptyRefused,
  expectStored,
  field,
  fileInput,
  files,
  fillContact,
  marker,
  nextWeek,
  pageForm,
  PHONE,
  sendAndExpectThanks,
  watchPosts,
} from './forms'
import { LANGS, expect, test } from './fixtures'

const kz = LANGS[0]
const en = LANGS[2]

interface Item {
  id: number
  title: string
}

test.describe('virtual reception (kz)', () => {
  test('the reception form sent empty flags every required field and sends nothing', async ({
    page,
  }) => {
    const posts = watchPosts(page)
    await page.goto('/virtual-reception')
    const form = await pageForm(page, kz.t.forms.reception.title)
    await expectEmptyRefused(
      page,
      form,
      kz.t,
      ['fio', 'email', 'phone', 'date', 'time', 'issue', 'file', 'consent'],
      posts,
    )
    await expect(form.getByText(kz.t.formFields.errors.consent)).toBeVisible()
    await expect(form.getByText(kz.t.formFields.errors.file)).toBeVisible()
  })

  test('a registration with its file is sent and stored', async ({ page, api }) => {
    const [issue] = await api<Item[]>('/handbooks/root-issues', 'kz')
    const name = marker('reception')
    const date = nextWeek()
    await page.goto('/virtual-reception')
    const form = await pageForm(page, kz.t.forms.reception.title)
    await fillContact(form, kz.t, { fio: name })
    await field(form, kz.t.formFields.fields.visitDate).fill(date)
    await field(form, kz.t.formFields.fields.time).fill('10:30')
    await field(form, kz.t.formFields.fields.issue).selectOption(String(issue!.id))
    await attach(form, 'file', files.pdf())
    // Its size in the page's language and units (it said "1 KB" in every language).
    await expect(form.locator('[data-field="file"]')).toContainText(
      `${files.pdf().buffer.length} Б`,
    )
    await sendAndExpectThanks(form, kz.t)
    // The form is cleared for the next visitor.
    await expect(field(form, kz.t.formFields.fields.fio)).toHaveValue('')

    const row = expectStored('registration', name, {
      lang: 'kz',
      fio: name,
      phone: PHONE,
      date,
      time: '10:30',
      issue_id: issue!.id,
    })
    expect(String(row?.fields.file)).toMatch(/^upload:/)
  })

  test('the question to the rector opens in a modal, refuses an empty form, then is sent', async ({
    page,
  }) => {
    const posts = watchPosts(page)
    await page.goto('/virtual-reception')
    await page.getByRole('button', { name: kz.t.forms.question.open }).click()
    const dialog = page.getByRole('dialog', { name: kz.t.forms.question.title })
    await expect(dialog).toBeVisible()
    const form = dialog.getByRole('form', { name: kz.t.forms.question.title })
    // The rector's office is chosen already, so only the visitor's fields are flagged.
    await expect(field(form, kz.t.formFields.fields.emailTo)).toHaveValue('rector@dbu.edu.kz')
    await expectEmptyRefused(
      page,
      form,
      kz.t,
      ['fio', 'email', 'phone', 'message', 'consent'],
      posts,
    )

    const name = marker('question')
    await field(form, kz.t.formFields.fields.emailTo).selectOption('registrar@dbu.edu.kz')
    await fillContact(form, kz.t, { fio: name, email: 'asker@example.kz' })
    await field(form, kz.t.formFields.fields.question).fill('Оқу ақысын бөліп төлеуге бола ма?')
    await sendAndExpectThanks(form, kz.t)
    expectStored('question', name, {
      lang: 'kz',
      email_to: 'registrar@dbu.edu.kz',
      email_from: 'asker@example.kz',
      phone: PHONE,
    })

    await dialog.getByRole('button', { name: kz.t.common.close }).click()
    await expect(dialog).toBeHidden()
  })

  test('selecting text in the modal and letting go outside it keeps the modal and the text', async ({
    page,
  }) => {
    await page.goto('/virtual-reception')
    await page.getByRole('button', { name: kz.t.forms.question.open }).click()
    const dialog = page.getByRole('dialog', { name: kz.t.forms.question.title })
    const form = dialog.getByRole('form', { name: kz.t.forms.question.title })
    const question = field(form, kz.t.formFields.fields.question)
    await question.fill('Жатақханада орын бар ма?')
    // Press in the field, drag out past the panel's edge onto the backdrop, let go.
    const box = (await question.boundingBox())!
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(dialog).toBeVisible()
    await expect(question).toHaveValue('Жатақханада орын бар ма?')
    // A press and release both on the backdrop still closes it.
    await page.mouse.click(2, 2)
    await expect(dialog).toBeHidden()
  })
})

test.describe('file drop (en, legal clinic)', () => {
  test('a .txt is refused by the drop itself, without a request', async ({ page }) => {
    const posts = watchPosts(page)
    await page.goto('/en/jessup')
    const form = await pageForm(page, en.t.forms.reception.title)
    await fileInput(form, 'file').setInputFiles(files.txt())
    await expect(form.locator('[data-field="file"]')).toContainText(en.t.formFields.errors.fileType)
    await expect(fileInput(form, 'file')).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })

  test('an .exe renamed .pdf is refused by the server, with a visible error', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(/HTTP 415: .*\/api\/v1\/file\/store/)
    allowProblems(/status of 415/)
    await page.goto('/en/jessup')
    const form = await pageForm(page, en.t.forms.reception.title)
    const refused = page.waitForResponse(
      (r) => r.url().includes('/api/v1/file/store') && r.status() === 415,
    )
    await fileInput(form, 'file').setInputFiles(files.exeAsPdf())
    await refused
    await expect(form.locator('[data-field="file"]')).toContainText(en.t.formFields.errors.fileType)
    await expect(form.locator('[data-field="file"]').getByText('invoice.pdf')).toHaveCount(0)

    // A real PDF afterwards is taken.
    await attach(form, 'file', files.pdf('statement.pdf'))
    await expect(form.locator('[data-field="file"]')).not.toContainText(
      en.t.formFields.errors.fileType,
    )
  })
})
