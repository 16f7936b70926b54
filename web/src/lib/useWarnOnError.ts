import { useEffect } from 'react'

/** A list a page can do without only logs its failure (spec section 4); the page still shows. */
export function useWarnOnError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`${what} failed to load:`, error)
  }, [error, what])
}
