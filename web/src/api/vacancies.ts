import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { VacancyPage } from './types'

/** One page of open vacancies, newest first. */
export const vacanciesQuery = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['vacancies', page, lang],
    queryFn: ({ signal }) => apiGet<VacancyPage>('/vacancies', lang, { page }, signal),
    placeholderData: keepPreviousData,
  })

export type Department = components['schemas']['Department']

/** The university's departments with their details and their open vacancies' count. */
export const departmentsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['vacancies', 'departments', lang],
    queryFn: ({ signal }) => apiGet<Department[]>('/vacancies/departments', lang, {}, signal),
  })
