// One zod schema per form (spec section 5, from the shared rules), the empty values a form starts
// with, how its values become the request body (spec sections 3 and 7) and which form field a
// server error names. Nothing here touches React, so all of it is unit-tested directly.
import { z } from 'zod/mini'
import type {
  ArchiveData,
  ArchiveRequest,
  BookRequest,
  ConsultationRequest,
  QuestionRequest,
  RegistrationRequest,
  SchoolRequest,
  ServiceRequest,
  SummerSchoolRequest,
} from '@/api/types'
import { rules, VACANCY_MAX_DOCUMENTS } from './rules'
import type { UtmTags } from './utm'
import { ARCHIVE_TYPES, type ArchiveType } from './archiveTypes'

export { ARCHIVE_TYPES, type ArchiveType }

const contact = {
  fio: rules.fio,
  email: rules.email,
  phone: rules.phone,
  consent: rules.consent,
}

const emptyContact = { fio: '', email: '', phone: '', consent: false }

/** The JSON names every form shares with its fields. */
const contactFields = { fio: 'fio', email: 'email', phone: 'phone' } as const

const id = (value: string) => Number(value)

// Consultation --------------------------------------------------------------------------------

export const consultationSchema = z.object({ ...contact, message: rules.text })
export type ConsultationValues = z.input<typeof consultationSchema>
export const consultationDefaults: ConsultationValues = { ...emptyContact, message: '' }

export function consultationBody(
  values: ConsultationValues,
  page: { type: string; slug: string },
  tags: UtmTags,
): ConsultationRequest {
  return {
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    message: values.message.trim(),
    page_type: page.type,
    page_slug: page.slug,
    tags,
  }
}

export const consultationFields = { ...contactFields, message: 'message' } as const

// Reception registration ----------------------------------------------------------------------

export const registrationSchema = z.object({
  ...contact,
  date: rules.visitDate,
  time: rules.time,
  file: rules.upload,
  issue: rules.choice,
})
export type RegistrationValues = z.input<typeof registrationSchema>
export const registrationDefaults: RegistrationValues = {
  ...emptyContact,
  date: '',
  time: '',
  file: '',
  issue: '',
}

export function registrationBody(values: RegistrationValues): RegistrationRequest {
  return {
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    date: values.date,
    time: values.time,
    file: values.file,
    issue_id: id(values.issue),
  }
}

export const registrationFields = {
  ...contactFields,
  date: 'date',
  time: 'time',
  file: 'file',
  issue_id: 'issue',
} as const

// Book request --------------------------------------------------------------------------------

export const bookSchema = z.object({
  ...contact,
  method: rules.choice,
  school: rules.choice,
  book: rules.choice,
  address: rules.text,
})
export type BookValues = z.input<typeof bookSchema>
export const bookDefaults: BookValues = {
  ...emptyContact,
  method: '',
  school: '',
  book: '',
  address: '',
}

export function bookBody(values: BookValues): BookRequest {
  return {
    student_id: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    school_id: id(values.school),
    method_id: id(values.method),
    address: values.address.trim(),
    book_id: id(values.book),
  }
}

export const bookFields = {
  student_id: 'fio',
  email: 'email',
  phone: 'phone',
  school_id: 'school',
  method_id: 'method',
  address: 'address',
  book_id: 'book',
} as const

// Archive requests ----------------------------------------------------------------------------

export const DOCUMENT_SLOTS = ['document1', 'document2', 'document3', 'document4'] as const
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number]

const archiveBase = {
  ...contact,
  yearAdmission: rules.year,
  yearRelease: rules.year,
  specialtyFaculty: rules.text,
}

/** Document slots as optional, so each type only states the ones it requires. */
const optionalDocuments = {
  document1: rules.optionalUpload,
  document2: rules.optionalUpload,
  document3: rules.optionalUpload,
  document4: rules.optionalUpload,
}

const meetingFields = { ...archiveBase, city: rules.text, date: rules.date }

export const archiveSchemas = {
  'archive-info': z.object({
    ...archiveBase,
    ...optionalDocuments,
    departments: rules.choice,
    referenceTypes: rules.choice,
    language: rules.choice,
    address: rules.text,
    document1: rules.upload,
    document3: rules.upload,
  }),
  meeting: z.object({ ...meetingFields, ...optionalDocuments }),
  'success-story': z.object({
    ...meetingFields,
    ...optionalDocuments,
    message: rules.text,
    document2: rules.upload,
  }),
  transcript: z.object({
    ...archiveBase,
    ...optionalDocuments,
    address: rules.text,
    document1: rules.upload,
  }),
} satisfies Record<ArchiveType, z.ZodMiniType>

/** The fields of the widest archive form; each type uses its own part of them. */
export interface ArchiveValues {
  fio: string
  email: string
  phone: string
  consent: boolean
  yearAdmission: string
  yearRelease: string
  specialtyFaculty: string
  departments: string
  referenceTypes: string
  language: string
  address: string
  city: string
  date: string
  message: string
  document1: string
  document2: string
  document3: string
  document4: string
}

export const archiveDefaults: ArchiveValues = {
  ...emptyContact,
  yearAdmission: '',
  yearRelease: '',
  specialtyFaculty: '',
  departments: '',
  referenceTypes: '',
  language: '',
  address: '',
  city: '',
  date: '',
  message: '',
  document1: '',
  document2: '',
  document3: '',
  document4: '',
}

/** Which fields each archive form shows, beyond the shared ones; and its document slots. */
export const archiveLayout: Record<
  ArchiveType,
  {
    fields: (
      'departments' | 'referenceTypes' | 'language' | 'address' | 'city' | 'date' | 'message'
    )[]
    documents: { slot: DocumentSlot; required: boolean }[]
  }
> = {
  'archive-info': {
    fields: ['departments', 'referenceTypes', 'language', 'address'],
    documents: [
      { slot: 'document1', required: true },
      { slot: 'document3', required: true },
      { slot: 'document4', required: false },
    ],
  },
  meeting: {
    fields: ['city', 'date'],
    documents: [{ slot: 'document4', required: false }],
  },
  'success-story': {
    fields: ['city', 'date', 'message'],
    documents: [
      { slot: 'document2', required: true },
      { slot: 'document4', required: false },
    ],
  },
  transcript: {
    fields: ['address'],
    documents: [
      { slot: 'document1', required: true },
      { slot: 'document4', required: false },
    ],
  },
}

/** Only the type's own part of `data` (the server ignores the rest). */
function archiveData(type: ArchiveType, values: ArchiveValues): Partial<ArchiveData> {
  switch (type) {
    case 'archive-info':
      return {
        department_id: id(values.departments),
        type_id: id(values.referenceTypes),
        language_id: id(values.language),
        address: values.address.trim(),
      }
    case 'meeting':
      return { city: values.city.trim(), date: values.date }
    case 'success-story':
      return { city: values.city.trim(), date: values.date, message: values.message.trim() }
    case 'transcript':
      return { address: values.address.trim() }
  }
}

export function archiveBody(
  type: ArchiveType,
  values: ArchiveValues,
): Omit<ArchiveRequest, 'data'> & { data: Partial<ArchiveData> } {
  const documents: Partial<Record<DocumentSlot, string>> = {}
  for (const { slot } of archiveLayout[type].documents) {
    if (values[slot]) documents[slot] = values[slot]
  }
  return {
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    year_admission: values.yearAdmission.trim(),
    year_release: values.yearRelease.trim(),
    specialty: values.specialtyFaculty.trim(),
    data: archiveData(type, values),
    documents,
  }
}

export const archiveFields = {
  ...contactFields,
  year_admission: 'yearAdmission',
  year_release: 'yearRelease',
  specialty: 'specialtyFaculty',
  'data.department_id': 'departments',
  'data.type_id': 'referenceTypes',
  'data.language_id': 'language',
  'data.address': 'address',
  'data.city': 'city',
  'data.date': 'date',
  'data.message': 'message',
  'documents.document1': 'document1',
  'documents.document2': 'document2',
  'documents.document3': 'document3',
  'documents.document4': 'document4',
} as const

// Question to the rector ----------------------------------------------------------------------

export const questionSchema = z.object({ ...contact, emailTo: rules.choice, message: rules.text })
export type QuestionValues = z.input<typeof questionSchema>
export const questionDefaults: QuestionValues = { ...emptyContact, emailTo: '', message: '' }

export function questionBody(values: QuestionValues): QuestionRequest {
  return {
    email_to: values.emailTo,
    fio: values.fio.trim(),
    email_from: values.email.trim(),
    phone: values.phone,
    message: values.message.trim(),
  }
}

export const questionFields = {
  email_to: 'emailTo',
  fio: 'fio',
  email_from: 'email',
  phone: 'phone',
  message: 'message',
} as const

// Vacancy response ----------------------------------------------------------------------------

export const ACADEMIC_DEGREES = ['none', 'master', 'candidate', 'phd', 'doctor'] as const
export type AcademicDegree = (typeof ACADEMIC_DEGREES)[number]

export const vacancySchema = z.object({
  ...contact,
  vacancy: rules.choice,
  degree: z
    .union([z.enum(ACADEMIC_DEGREES), z.literal('')])
    .check(z.refine((v) => v !== '', 'choose')),
  // Neither is required (spec section 5): the schools are ids of the offered ones.
  schools: z.array(z.string()),
  courses: rules.optionalText,
  resume: rules.file,
  documents: rules.files,
})
export type VacancyValues = z.input<typeof vacancySchema>
export const vacancyDefaults: VacancyValues = {
  ...emptyContact,
  vacancy: '',
  degree: '',
  schools: [],
  courses: '',
  resume: null,
  documents: [],
}

/** The multipart body of a vacancy response. */
export function vacancyBody(values: VacancyValues): FormData {
  const body = new FormData()
  body.append('student_id', values.fio.trim())
  body.append('email', values.email.trim())
  body.append('phone', values.phone)
  body.append('vacancy', values.vacancy)
  body.append('academic_degree', values.degree)
  for (const school of values.schools) body.append('schools[]', school)
  if (values.courses.trim()) body.append('courses', values.courses.trim())
  if (values.resume) body.append('resume', values.resume)
  for (const file of values.documents.slice(0, VACANCY_MAX_DOCUMENTS)) {
    body.append('documents[]', file)
  }
  return body
}

export const vacancyFields = {
  student_id: 'fio',
  email: 'email',
  phone: 'phone',
  vacancy: 'vacancy',
  academic_degree: 'degree',
  schools: 'schools',
  'schools[]': 'schools',
  courses: 'courses',
  resume: 'resume',
  documents: 'documents',
  'documents[]': 'documents',
} as const

// School application --------------------------------------------------------------------------

export const schoolSchema = z.object({
  ...contact,
  company: rules.text,
  post: rules.text,
  program: rules.choice,
  year: rules.year,
})
export type SchoolValues = z.input<typeof schoolSchema>
export const schoolDefaults: SchoolValues = {
  ...emptyContact,
  company: '',
  post: '',
  program: '',
  year: '',
}

export function schoolBody(values: SchoolValues): SchoolRequest {
  return {
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    company: values.company.trim(),
    post: values.post.trim(),
    program: id(values.program),
    year: values.year.trim(),
  }
}

export const schoolFields = {
  ...contactFields,
  company: 'company',
  post: 'post',
  program: 'program',
  year: 'year',
} as const

// Summer school -------------------------------------------------------------------------------

/** The stable codes sent for the summer school's choices; their names are in the i18n tables. */
export const SUMMER_PROGRAMS = [
  'central-asian-economics',
  'digital-business',
  'public-policy',
] as const
export const ROOM_PLANS = ['twin', 'own'] as const

export const summerSchoolSchema = z.object({
  ...contact,
  program: rules.choice,
  roomPlan: rules.choice,
  message: rules.optionalText,
})
export type SummerSchoolValues = z.input<typeof summerSchoolSchema>
export const summerSchoolDefaults: SummerSchoolValues = {
  ...emptyContact,
  program: '',
  roomPlan: '',
  message: '',
}

export function summerSchoolBody(values: SummerSchoolValues): SummerSchoolRequest {
  return {
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    program: values.program,
    room_plan: values.roomPlan,
    message: values.message.trim(),
  }
}

export const summerSchoolFields = {
  ...contactFields,
  program: 'program',
  room_plan: 'roomPlan',
  message: 'message',
} as const

// Service centre ------------------------------------------------------------------------------

export const serviceSchema = z.object({
  ...contact,
  direction: rules.choice,
  service: rules.choice,
  message: rules.optionalText,
})
export type ServiceValues = z.input<typeof serviceSchema>
export const serviceDefaults: ServiceValues = {
  ...emptyContact,
  direction: '',
  service: '',
  message: '',
}

export function serviceBody(values: ServiceValues): ServiceRequest {
  return {
    direction: id(values.direction),
    service: id(values.service),
    fio: values.fio.trim(),
    email: values.email.trim(),
    phone: values.phone,
    message: values.message.trim(),
  }
}

export const serviceFields = {
  ...contactFields,
  direction: 'direction',
  service: 'service',
  message: 'message',
} as const
