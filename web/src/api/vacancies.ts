import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { VacancyPage } from './types'

/** One page of open vacancies, newest first; with `department`, only that department's. */
export const vacanciesQuery = (lang: Lang, page: number, department?: string) =>
  queryOptions({
    queryKey: ['vacancies', page, department ?? '', lang],
    queryFn: ({ signal }) =>
      apiGet<VacancyPage>(
        '/vacancies',
        lang,
        { page, department: department || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export type Department = components['schemas']['Department']

/** The university's departments with their details and their open vacancies' count. */
export const departmentsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['vacancies', 'departments', lang],
    queryFn: ({ signal }) => apiGet<Department[]>('/vacancies/departments', lang, {}, signal),
  })
