import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { ApiError } from '@/api/client'
import { useNotFoundWhen } from './useNotFoundWhen'

/** Whether the server said the record does not exist: the one failure that means "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * useQuery for the data a page cannot do without (its page record, the news item). A 404 sends the
 * visitor to /404 in the current language. Any other failure (the server's 5xx, no connection) is
 * thrown to the page's error boundary (app/RouteError.tsx), which says so, keeps the address and
 * offers to try again.
 */
export function useRequiredQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const result = useQuery({
    ...options,
    throwOnError: (error) => !isNotFound(error),
    // Offline, a query would otherwise wait, paused, behind an endless skeleton: here it tries,
    // fails, and the page says there is no connection (and loads once it is back).
    networkMode: 'always',
  })
  useNotFoundWhen(isNotFound(result.error))
  return result
}
