// The forms of the library and summer school (Kazakh), and of the development office, a school
// and a centre (English), with the lists they sit next to.
import type { Page } from '@playwright/test'
import {
  expectEmptyRefused,
  expectStored,
  field,
  files,
  fillContact,
  marker,
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
interface PageRecord {
  id: number
  type: string
  slug: string
  title: string
}

const CONTACT = ['fio', 'email', 'phone', 'consent']

test.describe('library (kz)', () => {
  test('the book form sent empty flags every required field; nothing is sent', async ({ page }) => {
    const posts = watchPosts(page)
    await page.goto('/library')
    const form = await pageForm(page, kz.t.forms.book.title)
    await expectEmptyRefused(
      page,
      form,
      kz.t,
      [...CONTACT, 'book', 'school', 'method', 'address'],
      posts,
    )
  })

  test('"Request this book" picks the book; the request is sent and stored', async ({
    page,
    api,
  }) => {
    const [books, schools, methods] = await Promise.all([
      api<(Item & { author: string })[]>('/books', 'kz'),
      api<Item[]>('/schools', 'kz'),
      api<Item[]>('/handbooks/recipient-methods', 'kz'),
    ])
    const book = books[2]!
    await page.goto('/library')
    await page.getByRole('button', { name: `${kz.t.forms.book.request}: ${book.title}` }).click()
    const form = await pageForm(page, kz.t.forms.book.title)
    await expect(field(form, kz.t.formFields.fields.book)).toHaveValue(String(book.id))

    const name = marker('book')
    await fillContact(form, kz.t, { fio: name, fioLabel: kz.t.formFields.fields.reader })
    await field(form, kz.t.formFields.fields.school).selectOption(String(schools[0]!.id))
    await field(form, kz.t.formFields.fields.method).selectOption(String(methods[1]!.id))
    await field(form, kz.t.formFields.fields.address).fill('Алматы, Абай даңғылы, 168')
    await sendAndExpectThanks(form, kz.t)
    expectStored('book', name, {
      lang: 'kz',
      student_id: name,
      book_id: book.id,
      school_id: schools[0]!.id,
      method_id: methods[1]!.id,
      phone: PHONE,
    })
  })

  test('the list opens to the whole collection', async ({ page, api }) => {
    const books = await api<Item[]>('/books', 'kz')
    await page.goto('/library')
    const list = page.getByRole('region', { name: kz.t.forms.book.listTitle })
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(8, books.length))
    await list
      .getByRole('button', {
        name: kz.t.forms.book.showAll.replace('{{total}}', String(books.length)),
      })
      .click()
    await expect(list.getByRole('listitem')).toHaveCount(books.length)
  })
})

test.describe('summer school (kz)', () => {
  test('refused empty, then sent with a track and accommodation', async ({ page }) => {
    const posts = watchPosts(page)
    await page.goto('/summer-school')
    const form = await pageForm(page, kz.t.forms.summer.title)
    await expectEmptyRefused(page, form, kz.t, [...CONTACT, 'program', 'roomPlan'], posts)

    const name = marker('summer')
    await fillContact(form, kz.t, { fio: name })
    await field(form, kz.t.formFields.fields.track).selectOption('digital-business')
    await field(form, kz.t.formFields.fields.roomPlan).selectOption('twin')
    await sendAndExpectThanks(form, kz.t)
    expectStored('summer-school', name, {
      lang: 'kz',
      program: 'digital-business',
      room_plan: 'twin',
    })
  })
})

test.describe('development office (en)', () => {
  async function respond(page: Page, title: string) {
    await page.getByRole('button', { name: `${en.t.forms.vacancy.respond}: ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: en.t.forms.vacancy.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(title)
    return dialog.getByRole('form', { name: en.t.forms.vacancy.title })
  }

  test('the vacancies, ten a page, each with a response form', async ({ page, api }) => {
    const [first, second] = await Promise.all([
      api<{ data: Item[]; meta: { last_page: number } }>('/vacancies', 'en', { page: 1 }),
      api<{ data: Item[] }>('/vacancies', 'en', { page: 2 }),
    ])
    await page.goto('/en/development-office')
    const list = page.locator('#vacancies')
    for (const vacancy of first.data) {
      await expect(list.getByRole('heading', { name: vacancy.title })).toBeVisible()
    }
    if (first.meta.last_page > 1) {
      await list.getByRole('link', { name: en.t.pagination.page.replace('{{page}}', '2') }).click()
      await expect(page).toHaveURL(/\/en\/development-office\?page=2$/)
      await expect(list.getByRole('heading', { name: second.data[0]!.title })).toBeVisible()
    }
  })

  test("a department's vacancy count leads to the list showing only its vacancies", async ({
    page,
    api,
  }) => {
    const departments = await api<{ id: number; title: string; vacancies: number }[]>(
      '/vacancies/departments',
      'en',
    )
    const hiring = departments.find((d) => d.vacancies > 0)!
    const { data: theirs } = await api<{ data: Item[] }>('/vacancies', 'en', {
      department: hiring.id,
    })
    await page.goto('/en/development-office')
    const card = page.locator('#departments li').filter({ hasText: hiring.title })
    await card.getByRole('link', { name: new RegExp(`^${hiring.vacancies} open vacanc`) }).click()
    await expect(page).toHaveURL(`/en/development-office?department=${hiring.id}#vacancies`)
    const list = page.locator('#vacancies')
    await expect(list.getByLabel(en.t.forms.vacancy.department)).toHaveValue(String(hiring.id))
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(
      theirs.map((vacancy) => vacancy.title),
    )
    await expect(list).toBeInViewport()
    // "All departments" brings the whole list back.
    await list.getByLabel(en.t.forms.vacancy.department).selectOption('')
    await expect(page).toHaveURL(/\/en\/development-office(#vacancies)?$/)
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(
      Math.min(
        10,
        departments.reduce((sum, d) => sum + d.vacancies, 0),
      ),
    )
  })

  test('a response sent empty flags degree, CV and contacts; nothing is sent', async ({
    page,
    api,
  }) => {
    const { data } = await api<{ data: Item[] }>('/vacancies', 'en', { page: 1 })
    const posts = watchPosts(page)
    await page.goto('/en/development-office')
    const form = await respond(page, data[0]!.title)
    await expectEmptyRefused(page, form, en.t, [...CONTACT, 'degree', 'resume'], posts)
  })

  test('a response with a CV and documents is sent and stored', async ({ page, api }) => {
    const { data } = await api<{ data: Item[] }>('/vacancies', 'en', { page: 1 })
    const vacancy = data[1]!
    await page.goto('/en/development-office')
    const form = await respond(page, vacancy.title)
    const name = marker('vacancy')
    await fillContact(form, en.t, { fio: name })
    await field(form, en.t.formFields.fields.degree).selectOption('master')
    await form
      .locator('[data-field="resume"] input[type="file"]')
      .setInputFiles(files.pdf('cv.pdf'))
    await form
      .locator('[data-field="documents"] input[type="file"]')
      .setInputFiles([files.pdf('diploma.pdf'), files.png('certificate.png')])
    await expect(form.locator('[data-field="documents"]').getByRole('listitem')).toHaveCount(2)
    await sendAndExpectThanks(form, en.t)
    const row = expectStored('vacancy', name, {
      lang: 'en',
      student_id: name,
      vacancy: vacancy.id,
      academic_degree: 'master',
    })
    if (row) {
      expect(String(row.fields.resume)).toMatch(/^upload:/)
      expect(row.fields.documents).toHaveLength(2)
    }
  })
})

test.describe('school page (en)', () => {
  test('an unknown school goes to the not-found page', async ({ page, allowProblems }) => {
    // The server answers the unknown school with 404 itself; the app's call for it fails too.
    allowProblems(/no-such-school/)
    await page.goto('/en/school/no-such-school')
    await expect(page).toHaveURL(/\/en\/404$/)
  })

  test('the application: refused empty, then sent for one of the school’s programmes', async ({
    page,
    api,
  }) => {
    const school = await api<PageRecord>('/pages/school-of-digital-technologies', 'en')
    const programs = await api<Item[]>('/school-programs', 'en', { school: school.id })
    const posts = watchPosts(page)
    await page.goto('/en/school/school-of-digital-technologies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.title)
    const form = await pageForm(page, en.t.forms.school.title)
    await expectEmptyRefused(
      page,
      form,
      en.t,
      [...CONTACT, 'company', 'post', 'program', 'year'],
      posts,
    )

    const name = marker('school')
    await fillContact(form, en.t, { fio: name })
    await field(form, en.t.formFields.fields.company).fill('Kaspi.kz')
    await field(form, en.t.formFields.fields.post).fill('Data analyst')
    await field(form, en.t.formFields.fields.program).selectOption(String(programs[0]!.id))
    await field(form, en.t.formFields.fields.year).fill('2027')
    await sendAndExpectThanks(form, en.t)
    expectStored('school', name, {
      lang: 'en',
      company: 'Kaspi.kz',
      post: 'Data analyst',
      program: programs[0]!.id,
      year: '2027',
    })
  })
})

test.describe('consultation (en, centre page)', () => {
  test('refused empty; sent with the page and the UTM tags the visit landed with', async ({
    page,
  }) => {
    // The visit lands on another page with the tags; they are kept for the visit.
    await page.goto('/en/news?utm_source=e2e&utm_medium=email&utm_campaign=open-day')
    const posts = watchPosts(page)
    await page.goto('/en/center/career-center')
    const form = await pageForm(page, en.t.forms.consultation.title)
    await expectEmptyRefused(page, form, en.t, [...CONTACT, 'message'], posts)

    const name = marker('consultation')
    await fillContact(form, en.t, { fio: name })
    await field(form, en.t.formFields.fields.question).fill('Can you help me choose an internship?')
    await sendAndExpectThanks(form, en.t)
    expectStored('consultation', name, {
      lang: 'en',
      page_type: 'center',
      page_slug: 'career-center',
      tags: { UTM_SOURCE: 'e2e', UTM_MEDIUM: 'email', UTM_CAMPAIGN: 'open-day' },
    })
  })
})
