// A list filter kept in the query string, so reload, shared links and the Back button keep it.
// '' means "no filter" and removes the parameter; choosing a filter returns the list to page 1.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { KEEP_SCROLL } from '@/lib/keepScroll'
import { useSearchUpdate } from '@/lib/useSearchUpdate'
import { pageParam, type PageParam } from '@/pageParams'

export function useUrlFilter(name: PageParam): [string, (value: string) => void] {
  const [searchParams] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const value = pageParam(searchParams, name) ?? ''
  const setValue = useCallback(
    (next: string) => {
      updateSearch(
        (params) => {
          if (next) params.set(name, next)
          else params.delete(name)
          params.delete('page')
        },
        // A new history entry, so Back undoes the choice; the list updates where the visitor is.
        { replace: false, state: KEEP_SCROLL },
      )
    },
    [name, updateSearch],
  )
  return [value, setValue]
}
