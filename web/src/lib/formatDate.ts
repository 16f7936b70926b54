import { LOCALE, type Lang } from '@/i18n/lang'

// Browsers ship uneven ICU data for Kazakh (Chromium builds print "2026 M11 19"), so Kazakh dates
// are spelled here, in CLDR's long pattern for kk ("y 'ж'. d MMMM").
export const KZ_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
]

/**
 * Formats the API's zone-less local timestamps ("2025-03-14T10:00:00") as a long date in the
 * interface language. The value is wall-clock time: it is formatted in UTC, so the visitor's time
 * zone never shifts a date by a day.
 */
export function formatDate(value: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!m) return value
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (lang === 'kz') return `${year} ж. ${day} ${KZ_MONTHS[month - 1] ?? month}`
  return longDate(lang).format(new Date(Date.UTC(year, month - 1, day)))
}

// One formatter per language: making one costs far more than formatting with it (a list of
// news makes twenty dates).
const formatters = new Map<Lang, Intl.DateTimeFormat>()

function longDate(lang: Lang): Intl.DateTimeFormat {
  let formatter = formatters.get(lang)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    formatters.set(lang, formatter)
  }
  return formatter
}

/** The date part for a <time dateTime> attribute. */
export function isoDate(value: string): string {
  return value.slice(0, 10)
}
