import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useNotFoundWhen } from './useNotFoundWhen'
import { useWarnOnError } from './useWarnOnError'

/**
 * useQuery for the data a page cannot do without (its page record, the news item): when it fails,
 * the visitor is sent to /404 in the current language, as the spec's load behaviour says.
 */
export function useRequiredQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const result = useQuery(options)
  useWarnOnError(result.error, 'Page data')
  useNotFoundWhen(Boolean(result.error))
  return result
}
