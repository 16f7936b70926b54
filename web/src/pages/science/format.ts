import type { Lang } from '@/i18n/lang'
import { formatDate } from '@/lib/formatDate'

/** "2026-11-27T11:00:00" → "27 November 2026, 11:00" in the interface language (wall-clock time). */
export function dateAndTime(value: string, lang: Lang): string {
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1]
  return time ? `${formatDate(value, lang)}, ${time}` : formatDate(value, lang)
}
