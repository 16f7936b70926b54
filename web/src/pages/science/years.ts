// Lists by year (publications, olympiad results): the years a list has, and the list grouped by
// year, the newest first.

/** The distinct years of a list, the newest first. */
export function yearsOf(records: readonly { year: number }[]): number[] {
  return [...new Set(records.map((record) => record.year))].sort((a, b) => b - a)
}

/** The records grouped by year, the newest year first; each group keeps the list's order. */
export function groupByYear<T extends { year: number }>(
  records: readonly T[],
): { year: number; records: T[] }[] {
  return yearsOf(records).map((year) => ({
    year,
    records: records.filter((record) => record.year === year),
  }))
}

/** A year from the query string ("2024"), or undefined when there is none or it is not a year. */
export function yearParam(value: string): number | undefined {
  return /^\d{4}$/.test(value) ? Number(value) : undefined
}
