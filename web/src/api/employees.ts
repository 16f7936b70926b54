// The university's people: employees of one type (paginated, 12 a page) and the employees of one
// group of the employee-groups handbook (a plain list, e.g. 134 the rectorate).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'

export type Employee = components['schemas']['Employee']
export type EmployeePage = components['schemas']['Paginated_Employee']

export type EmployeeType =
  | 'teaching-staff'
  | 'school-administration'
  | 'council-member'
  | 'head-of-centre'
  | 'deans-office-staff'
  | 'coach'
  | 'camry-member'
  | 'international-team'

export const employeesQuery = (
  lang: Lang,
  type: EmployeeType,
  params: { order?: 'asc' | 'desc'; page?: number } = {},
) =>
  queryOptions({
    queryKey: ['employees', type, params.order ?? 'asc', params.page ?? 1, lang],
    queryFn: ({ signal }) =>
      apiGet<EmployeePage>(
        `/employees/${type}`,
        lang,
        { order: params.order, page: params.page },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const employeeGroupQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['employees', 'group', id, lang],
    queryFn: ({ signal }) => apiGet<Employee[]>(`/employees/group/${id}`, lang, {}, signal),
  })

/** Every employee of a type, all pages together: for sliders, which show the whole list at once. */
export const allEmployeesQuery = (lang: Lang, type: EmployeeType) =>
  queryOptions({
    queryKey: ['employees', type, 'all', lang],
    queryFn: async ({ signal }) => {
      const path = `/employees/${type}`
      const first = await apiGet<EmployeePage>(path, lang, { page: 1 }, signal)
      const rest = await Promise.all(
        Array.from({ length: first.meta.last_page - 1 }, (_, i) =>
          apiGet<EmployeePage>(path, lang, { page: i + 2 }, signal),
        ),
      )
      return [first, ...rest].flatMap((page) => page.data)
    },
  })

/** One school's employees of a type (its administration, its teachers): one page holds them. */
export const schoolStaffQuery = (lang: Lang, type: EmployeeType, school: number) =>
  queryOptions({
    queryKey: ['employees', type, 'school', school, lang],
    queryFn: async ({ signal }) =>
      (await apiGet<EmployeePage>(`/employees/${type}`, lang, { school }, signal)).data,
  })
