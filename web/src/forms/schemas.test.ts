import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import {
  archiveBody,
  archiveDefaults,
  archiveSchemas,
  bookBody,
  bookDefaults,
  bookSchema,
  consultationBody,
  consultationDefaults,
  consultationSchema,
  questionBody,
  questionDefaults,
  questionSchema,
  registrationBody,
  registrationDefaults,
  registrationSchema,
  schoolBody,
  schoolDefaults,
  schoolSchema,
  serviceBody,
  serviceDefaults,
  serviceSchema,
  summerSchoolBody,
  summerSchoolDefaults,
  summerSchoolSchema,
  vacancyBody,
  vacancyDefaults,
  vacancySchema,
  type ArchiveType,
  type ArchiveValues,
} from './schemas'

/** The fields a schema flags, sorted. */
function flagged(schema: z.ZodMiniType, values: unknown): string[] {
  const result = schema.safeParse(values)
  if (result.success) return []
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort()
}

const contact = {
  fio: 'Айгерім Сәрсенова',
  email: 'aigerim@example.kz',
  phone: '+7 (701) 234-56-78',
  consent: true,
}
const CONTACT_REQUIRED = ['consent', 'email', 'fio', 'phone']

const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })

describe('each form flags exactly its required fields when sent empty', () => {
  it.each([
    ['consultation', consultationSchema, consultationDefaults, ['message']],
    ['registration', registrationSchema, registrationDefaults, ['date', 'time', 'file', 'issue']],
    ['book', bookSchema, bookDefaults, ['method', 'school', 'book', 'address']],
    ['question', questionSchema, questionDefaults, ['emailTo', 'message']],
    ['vacancy', vacancySchema, vacancyDefaults, ['vacancy', 'degree', 'resume']],
    ['school', schoolSchema, schoolDefaults, ['company', 'post', 'program', 'year']],
    ['summer school', summerSchoolSchema, summerSchoolDefaults, ['program', 'roomPlan']],
    ['service', serviceSchema, serviceDefaults, ['direction', 'service']],
  ] as const)('%s', (_, schema, defaults, own) => {
    expect(flagged(schema, defaults)).toEqual([...CONTACT_REQUIRED, ...own].sort())
  })

  const years = ['specialtyFaculty', 'yearAdmission', 'yearRelease']
  it.each([
    [
      'archive-info',
      ['departments', 'referenceTypes', 'language', 'address', 'document1', 'document3'],
    ],
    ['meeting', ['city', 'date']],
    ['success-story', ['city', 'date', 'message', 'document2']],
    ['transcript', ['address', 'document1']],
  ] as const)('archive request %s', (type, own) => {
    expect(flagged(archiveSchemas[type], archiveDefaults)).toEqual(
      [...CONTACT_REQUIRED, ...years, ...own].sort(),
    )
  })
})

describe('each form passes when filled in, and the consent alone is still required', () => {
  const filled = {
    consultation: [consultationSchema, { ...contact, message: 'Гранттар туралы' }],
    registration: [
      registrationSchema,
      { ...contact, date: '2999-01-15', time: '10:30', file: 'upload:1', issue: '71' },
    ],
    book: [bookSchema, { ...contact, method: '61', school: '66', book: '1', address: 'Абай 1' }],
    question: [questionSchema, { ...contact, emailTo: 'rector@dbu.edu.kz', message: 'Сұрақ' }],
    vacancy: [
      vacancySchema,
      {
        ...contact,
        vacancy: '1',
        degree: 'none',
        schools: [],
        courses: '',
        resume: pdf,
        documents: [],
      },
    ],
    school: [
      schoolSchema,
      { ...contact, company: 'Kaspi', post: 'Analyst', program: '1', year: '2027' },
    ],
    summer: [
      summerSchoolSchema,
      { ...contact, program: 'digital-business', roomPlan: 'twin', message: '' },
    ],
    service: [serviceSchema, { ...contact, direction: '11', service: '21', message: '' }],
  } as const

  it.each(Object.entries(filled))('%s', (_, [schema, values]) => {
    expect(flagged(schema, values)).toEqual([])
    expect(flagged(schema, { ...values, consent: false })).toEqual(['consent'])
  })

  it('an academic degree must be one of the five', () => {
    const [, values] = filled.vacancy
    expect(flagged(vacancySchema, { ...values, degree: 'professor' })).toEqual(['degree'])
  })

  it('the registration date is today or later', () => {
    const [, values] = filled.registration
    expect(flagged(registrationSchema, { ...values, date: '2001-01-01' })).toEqual(['date'])
  })
})

describe('through the form resolver (react-hook-form with @hookform/resolvers)', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const

  it('each bad field shows the message of its first failed rule', async () => {
    const result = await zodResolver(registrationSchema)(
      {
        fio: '   ',
        email: ' aigerim@example.KZ ',
        phone: '+7 (701) 234-56-7',
        consent: false,
        date: '2027-02-30',
        time: '9:30',
        file: '',
        issue: '',
      },
      undefined,
      options,
    )
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    )
    expect(messages).toEqual({
      fio: 'fio',
      email: 'email',
      phone: 'phone',
      consent: 'consent',
      date: 'date',
      time: 'time',
      file: 'file',
      issue: 'choose',
    })
  })

  it.each([
    ['', 'required'], // empty: required before the pattern
    ['   ', 'required'], // trimmed first
    ['20a9', 'year'],
    ['201', 'year'],
  ])('a year of %j shows %s', async (year, message) => {
    const result = await zodResolver(schoolSchema)({ ...schoolDefaults, year }, undefined, options)
    expect(result.errors.year?.message).toBe(message)
  })

  it('a valid form goes on with its texts trimmed', async () => {
    const result = await zodResolver(consultationSchema)(
      { ...contact, fio: ' Айгерім ', email: ' aigerim@example.kz ', message: ' Сәлем ' },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      ...contact,
      fio: 'Айгерім',
      email: 'aigerim@example.kz',
      message: 'Сәлем',
    })
  })
})

const archiveFilled: ArchiveValues = {
  ...archiveDefaults,
  ...contact,
  yearAdmission: '2015',
  yearRelease: '2019',
  specialtyFaculty: 'Finance',
  departments: '161',
  referenceTypes: '181',
  language: '151',
  address: 'Almaty, Abay 1',
  city: 'Almaty',
  date: '2027-06-01',
  message: 'My story',
  document1: 'upload:a',
  document2: 'upload:b',
  document3: 'upload:c',
  document4: '',
}

describe('request bodies use the API names', () => {
  it('consultation: page and UTM tags', () => {
    expect(
      consultationBody(
        { ...contact, email: ' aigerim@example.kz ', message: ' Hi ' },
        { type: 'static', slug: 'library' },
        { UTM_SOURCE: 'google' },
      ),
    ).toEqual({
      fio: contact.fio,
      email: 'aigerim@example.kz',
      phone: contact.phone,
      message: 'Hi',
      page_type: 'static',
      page_slug: 'library',
      tags: { UTM_SOURCE: 'google' },
    })
  })

  it('registration: issue_id as a number', () => {
    expect(
      registrationBody({
        ...contact,
        date: '2027-01-15',
        time: '10:30',
        file: 'upload:f',
        issue: '71',
      }),
    ).toEqual({
      fio: contact.fio,
      email: contact.email,
      phone: contact.phone,
      date: '2027-01-15',
      time: '10:30',
      file: 'upload:f',
      issue_id: 71,
    })
  })

  it('book: the name goes as student_id, choices as ids', () => {
    expect(
      bookBody({ ...contact, method: '61', school: '66', book: '3', address: 'Абай 1' }),
    ).toEqual({
      student_id: contact.fio,
      email: contact.email,
      phone: contact.phone,
      school_id: 66,
      method_id: 61,
      address: 'Абай 1',
      book_id: 3,
    })
  })

  it.each([
    [
      'archive-info',
      { department_id: 161, type_id: 181, language_id: 151, address: 'Almaty, Abay 1' },
      { document1: 'upload:a', document3: 'upload:c' },
    ],
    ['meeting', { city: 'Almaty', date: '2027-06-01' }, {}],
    [
      'success-story',
      { city: 'Almaty', date: '2027-06-01', message: 'My story' },
      { document2: 'upload:b' },
    ],
    ['transcript', { address: 'Almaty, Abay 1' }, { document1: 'upload:a' }],
  ] as const)('archive %s: data and documents of the type only', (type, data, documents) => {
    expect(archiveBody(type as ArchiveType, archiveFilled)).toEqual({
      fio: contact.fio,
      email: contact.email,
      phone: contact.phone,
      year_admission: '2015',
      year_release: '2019',
      specialty: 'Finance',
      data,
      documents,
    })
  })

  it('question: the sender is email_from', () => {
    expect(questionBody({ ...contact, emailTo: 'rector@dbu.edu.kz', message: 'Q' })).toEqual({
      email_to: 'rector@dbu.edu.kz',
      fio: contact.fio,
      email_from: contact.email,
      phone: contact.phone,
      message: 'Q',
    })
  })

  it('vacancy: multipart with the files', () => {
    const body = vacancyBody({
      ...contact,
      vacancy: '4',
      degree: 'phd',
      schools: ['66', '68'],
      courses: '  Econometrics ',
      resume: pdf,
      documents: [pdf, pdf],
    })
    expect(body.get('student_id')).toBe(contact.fio)
    expect(body.get('vacancy')).toBe('4')
    expect(body.get('academic_degree')).toBe('phd')
    expect(body.getAll('schools[]')).toEqual(['66', '68'])
    expect(body.get('courses')).toBe('Econometrics')
    expect((body.get('resume') as File).name).toBe('cv.pdf')
    expect(body.getAll('documents[]')).toHaveLength(2)
  })

  it('vacancy: schools and courses may be left out', () => {
    const body = vacancyBody({
      ...contact,
      vacancy: '4',
      degree: 'none',
      schools: [],
      courses: ' ',
      resume: pdf,
      documents: [],
    })
    expect(body.has('schools[]')).toBe(false)
    expect(body.has('courses')).toBe(false)
  })

  it('school, summer school and service', () => {
    expect(
      schoolBody({ ...contact, company: 'Kaspi', post: 'Analyst', program: '7', year: '2027' }),
    ).toMatchObject({ company: 'Kaspi', post: 'Analyst', program: 7, year: '2027' })
    expect(
      summerSchoolBody({ ...contact, program: 'public-policy', roomPlan: 'own', message: '' }),
    ).toMatchObject({ program: 'public-policy', room_plan: 'own', message: '' })
    expect(
      serviceBody({ ...contact, direction: '12', service: '25', message: ' soon ' }),
    ).toMatchObject({ direction: 12, service: 25, message: 'soon' })
  })
})
