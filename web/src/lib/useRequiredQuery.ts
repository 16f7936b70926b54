import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths, useLocalize } from '@/routes'

/**
 * useQuery for the data a page cannot do without (its page record, the news item): when it fails,
 * the visitor is sent to /404 in the current language, as the spec's load behaviour says.
 */
export function useRequiredQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const result = useQuery(options)
  const navigate = useNavigate()
  const localize = useLocalize()
  const { error } = result
  useEffect(() => {
    if (!error) return
    console.warn('Page data failed to load:', error)
    void navigate(localize(paths.notFound), { replace: true })
  }, [error, navigate, localize])
  return result
}
