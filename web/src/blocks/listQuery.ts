// The state of a list as QueryList reads it, from one TanStack query or several.

/** What QueryList reads of a TanStack query (or of several, combined by `allOf`). */
export interface ListQuery<T> {
  data: T | undefined
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * One or several queries as one list state: data once all have answered (`pick` makes the list of
 * their answers, e.g. a paged answer's items), failed if any failed, and Retry refetches the ones
 * that failed.
 */
export function allOf<Q extends ListQuery<unknown>[], T>(
  queries: [...Q],
  pick: (...data: { [K in keyof Q]: NonNullable<Q[K]['data']> }) => T,
): ListQuery<T> {
  const ready = queries.every((query) => query.data !== undefined)
  return {
    data: ready
      ? pick(
          ...(queries.map((query) => query.data) as { [K in keyof Q]: NonNullable<Q[K]['data']> }),
        )
      : undefined,
    isError: queries.some((query) => query.isError),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(queries.filter((query) => query.isError).map((q) => q.refetch())),
  }
}
