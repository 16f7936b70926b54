import { useUrlFilter } from '@/lib/useUrlFilter'

/** The chosen year, when the URL holds one (anything else means every year). */
export function useYearFilter(): [number | undefined, string, (value: string) => void] {
  const [value, setValue] = useUrlFilter('year')
  const year = /^\d{4}$/.test(value) ? Number(value) : undefined
  return [year, value, setValue]
}
