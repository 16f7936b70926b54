// Changes to the query string that build on each other. react-router's functional
// setSearchParams starts from the query of the last render: two changes before the next render
// (two filters chosen in quick succession, by a quick hand or a script) each start from that
// query, and the second drops the first's parameter. The query of a change not yet rendered is
// kept here, for the next change to start from, whichever component makes it.
import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate, type NavigateOptions } from 'react-router'

/** The last change made from the location `from`, while no render has shown its result. */
let unrendered: { from: string; to: string } | null = null

/** A function that changes the query string in place (`update` edits the current parameters). */
export function useSearchUpdate(): (
  update: (params: URLSearchParams) => void,
  options: NavigateOptions,
) => void {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const rendered = pathname + search
  // Once another location is shown, the change has been (or has been moved on from): a later
  // visit to `from` (Back) starts from what it shows.
  useEffect(() => {
    if (unrendered?.from !== rendered) unrendered = null
  }, [rendered])
  return useCallback(
    (update, options) => {
      const params = new URLSearchParams(unrendered?.from === rendered ? unrendered.to : search)
      update(params)
      const next = `?${params}`
      unrendered = { from: rendered, to: next }
      navigate(next, options)
    },
    [navigate, rendered, search],
  )
}
