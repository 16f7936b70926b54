import type { Faq } from '@/api/documents'

export interface YearGroup {
  /** Null for items without a year. */
  year: number | null
  items: Faq[]
}

/** Consecutive items of the same year as one group, in the order given (the API's: newest first). */
export function byYear(items: Faq[]): YearGroup[] {
  const groups: YearGroup[] = []
  for (const item of items) {
    const year = item.year ?? null
    const last = groups.at(-1)
    if (last && last.year === year) last.items.push(item)
    else groups.push({ year, items: [item] })
  }
  return groups
}
