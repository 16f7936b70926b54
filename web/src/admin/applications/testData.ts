// API answers for the inbox's tests.
import type { Application, ApplicationDetail, Mail } from '../api/types'

export const application = (id: number, overrides: Partial<Application> = {}): Application => ({
  id,
  type: 'vacancy',
  status: 'new',
  lang: 'ru',
  created_at: '2026-11-24T09:30:00Z',
  name: `Айгүл Сәрсенова ${id}`,
  email: `visitor${id}@example.kz`,
  phone: '+7 (701) 234-56-78',
  assignee: null,
  ...overrides,
})

export const mail = (id: number, overrides: Partial<Mail> = {}): Mail => ({
  id,
  submission: 42,
  recipient: 'hr@dbu.edu.kz',
  subject: 'Отклик на вакансию: Айгүл Сәрсенова',
  status: 'sent',
  attempts: 1,
  last_error: null,
  next_attempt_at: '2026-11-24T09:30:00Z',
  created_at: '2026-11-24T09:30:00Z',
  sent_at: '2026-11-24T09:30:05Z',
  ...overrides,
})

export const detail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  id: 42,
  type: 'vacancy',
  form: 'Vacancy response',
  status: 'new',
  lang: 'ru',
  page: '/ru/development-office',
  created_at: '2026-11-24T09:30:00Z',
  updated_at: null,
  assignee: null,
  fields: [
    { name: 'student_id', label: 'Name or student number', value: 'Айгүл Сәрсенова' },
    { name: 'email', label: 'E-mail', value: 'aigul@example.kz' },
    { name: 'vacancy', label: 'Vacancy', value: 'Lecturer in finance (#3)' },
    { name: 'resume', label: 'CV', value: 'cv.pdf' },
  ],
  files: [
    {
      id: 'f1',
      name: 'cv.pdf',
      content_type: 'application/pdf',
      size: 20_480,
      url: '/api/v1/admin/applications/42/files/f1',
    },
  ],
  notes: [],
  mail: [mail(9)],
  ...overrides,
})

export const pageOf = <T>(items: T[], current = 1, last = 1, total = items.length) => ({
  data: items,
  meta: { current_page: current, last_page: last, per_page: 25, total },
})
