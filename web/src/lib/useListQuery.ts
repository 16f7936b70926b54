import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * useQuery for a list a page can do without (spec section 4): a failure is only logged, as a
 * warning, and the caller leaves the list out while the rest of the page still shows.
 */
export function useListQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const result = useQuery(options)
  const { error } = result
  const key = JSON.stringify(options.queryKey)
  useEffect(() => {
    if (error) console.warn(`A list failed to load (${key}):`, error)
  }, [error, key])
  return result
}
