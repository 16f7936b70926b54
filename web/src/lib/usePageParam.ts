// A list's page number kept in the query string (page 1 has none), so reload, Back and a shared
// link keep it. Several lists can share a page, each under its own parameter.
import { useLocation, useSearchParams } from 'react-router'
import { pageParam, type PageParam } from '@/pageParams'

/** The page in a query-string value: 1 when absent or invalid. */
export function pageFromParam(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The list's current page, and the link to another of its pages that keeps the rest of the query. */
export function usePageParam(param: PageParam = 'page') {
  const [params] = useSearchParams()
  const { pathname } = useLocation()

  function hrefFor(target: number) {
    const next = new URLSearchParams(params)
    if (target === 1) next.delete(param)
    else next.set(param, String(target))
    const query = next.toString()
    return `${pathname}${query ? `?${query}` : ''}`
  }

  return { page: pageFromParam(pageParam(params, param)), hrefFor }
}
