// The service centre in Russian: the service request (a direction, then one of its services) and
// the four archive requests in their modals.
import type { Page } from '@playwright/test'
import {
  attach,
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

const { t } = LANGS[1]

interface Item {
  id: number
  title: string
  parent: number | null
}

const CONTACT = ['fio', 'email', 'phone', 'consent']
const GRADUATE = [...CONTACT, 'yearAdmission', 'yearRelease', 'specialtyFaculty']

const ARCHIVE = {
  'archive-info': [
    ...GRADUATE,
    'departments',
    'referenceTypes',
    'language',
    'address',
    'document1',
    'document3',
  ],
  meeting: [...GRADUATE, 'city', 'date'],
  'success-story': [...GRADUATE, 'city', 'date', 'message', 'document2'],
  transcript: [...GRADUATE, 'address', 'document1'],
} as const

type ArchiveType = keyof typeof ARCHIVE

async function openArchive(page: Page, type: ArchiveType) {
  const title = t.forms.archive.types[type].title
  await page.getByRole('button', { name: `${t.forms.archive.open}: ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return { dialog, form: dialog.getByRole('form', { name: title }) }
}

test('the service form sent empty flags direction, service and contacts; nothing is sent', async ({
  page,
}) => {
  const posts = watchPosts(page)
  await page.goto('/ru/service-center')
  const form = await pageForm(page, t.forms.service.title)
  await expectEmptyRefused(page, form, t, ['direction', 'service', ...CONTACT], posts)
})

test('a service request: the services follow the direction, then it is sent and stored', async ({
  page,
  api,
}) => {
  const [directions, services] = await Promise.all([
    api<Item[]>('/handbooks/direction', 'ru'),
    api<Item[]>('/handbooks/service', 'ru'),
  ])
  const direction = directions[1]!
  const own = services.filter((s) => s.parent === direction.id)
  await page.goto('/ru/service-center')
  const form = await pageForm(page, t.forms.service.title)
  const service = field(form, t.formFields.fields.service)
  await expect(service.locator('option')).toHaveCount(1) // "choose a direction first"
  await field(form, t.formFields.fields.direction).selectOption(String(direction.id))
  await expect(service.locator('option')).toHaveCount(own.length + 1)
  await service.selectOption(String(own[0]!.id))

  const name = marker('service')
  await fillContact(form, t, { fio: name })
  await sendAndExpectThanks(form, t)
  expectStored('service', name, {
    lang: 'ru',
    direction: direction.id,
    service: own[0]!.id,
    phone: PHONE,
  })
})

for (const type of Object.keys(ARCHIVE) as ArchiveType[]) {
  test(`archive request ${type}: refused empty, then sent with its documents`, async ({
    page,
    api,
  }) => {
    const posts = watchPosts(page)
    await page.goto('/ru/service-center')
    const { dialog, form } = await openArchive(page, type)
    await expectEmptyRefused(page, form, t, [...ARCHIVE[type]], posts)

    const name = marker(type)
    await fillContact(form, t, { fio: name })
    await field(form, t.formFields.fields.yearAdmission).fill('2014')
    await field(form, t.formFields.fields.yearRelease).fill('2018')
    await field(form, t.formFields.fields.specialtyFaculty).fill('Финансы')
    const expected: Record<string, unknown> = {
      fio: name,
      year_admission: '2014',
      year_release: '2018',
      specialty: 'Финансы',
    }

    if (type === 'archive-info') {
      const [department] = await api<Item[]>('/handbooks/departments', 'ru')
      const [referenceType] = await api<Item[]>('/handbooks/reference-types', 'ru')
      const [language] = await api<Item[]>('/handbooks/languages', 'ru')
      await field(form, t.formFields.fields.departments).selectOption(String(department!.id))
      await field(form, t.formFields.fields.referenceTypes).selectOption(String(referenceType!.id))
      await field(form, t.formFields.fields.language).selectOption(String(language!.id))
      expected.data = {
        department_id: department!.id,
        type_id: referenceType!.id,
        language_id: language!.id,
      }
    }
    if (type === 'meeting' || type === 'success-story') {
      await field(form, t.formFields.fields.city).fill('Алматы')
      const dateLabel =
        type === 'meeting' ? t.formFields.fields.meetingDate : t.formFields.fields.date
      await field(form, dateLabel).fill('2027-06-12')
      expected.data = { city: 'Алматы', date: '2027-06-12' }
    }
    if (type === 'success-story') {
      await field(form, t.formFields.fields.story).fill('Открыла своё дело после выпуска.')
      await attach(form, 'document2', files.png())
    }
    if (type === 'archive-info' || type === 'transcript') {
      await field(form, t.formFields.fields.address).fill('Алматы, пр. Абая, 1')
      expected.data = { ...(expected.data as object), address: 'Алматы, пр. Абая, 1' }
      await attach(form, 'document1', files.pdf('id-card.pdf'))
    }
    if (type === 'archive-info') await attach(form, 'document3', files.pdf('diploma.pdf'))

    await sendAndExpectThanks(form, t)
    const row = expectStored(type, name, { lang: 'ru', ...expected })
    if (row && type !== 'meeting') {
      expect(Object.values(row.fields.documents as object)).not.toHaveLength(0)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
}
