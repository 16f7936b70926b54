export type PageSlot = number | 'gap'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The page numbers to show: the first and last, the current one with `siblings` on each side and
 * a gap where pages are skipped. The row always has the same number of slots (2·siblings + 5), so
 * the control does not change width while paging, and a gap never stands for a single page.
 */
export function paginationRange(current: number, last: number, siblings = 1): PageSlot[] {
  if (last < 1) return []
  const width = 2 * siblings + 5
  if (last <= width) return range(1, last)
  const page = Math.min(Math.max(current, 1), last)
  const left = Math.max(page - siblings, 1)
  const right = Math.min(page + siblings, last)
  const leftGap = left > 3
  const rightGap = right < last - 2
  if (!leftGap) return [...range(1, width - 2), 'gap', last]
  if (!rightGap) return [1, 'gap', ...range(last - (width - 3), last)]
  return [1, 'gap', ...range(left, right), 'gap', last]
}
