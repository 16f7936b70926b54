import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { VacancyPage } from './types'

/** One page of open vacancies, newest first. */
export const vacanciesQuery = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['vacancies', page, lang],
    queryFn: ({ signal }) => apiGet<VacancyPage>('/vacancies', lang, { page }, signal),
    placeholderData: keepPreviousData,
  })
