// A tiny Intl for QuickJS (which has none): exactly the calls the app makes, spelled as ICU 78 /
// CLDR 48 (Node 20, Chromium) spell them, so that the server's HTML matches what the browser
// renders when it hydrates. Anything else throws, so a new use shows up in the SSR tests instead
// of as a silent hydration mismatch. Checked against Node's ICU by ssr/intl.check.mjs.
//
// Used by the app: DateTimeFormat(ru-RU | en-GB, {day:numeric, month:long, year:numeric,
// timeZone:UTC}) (Kazakh dates are spelled by the app itself), NumberFormat(kk-KZ | ru-RU | en-GB,
// {maximumFractionDigits}), PluralRules(kk | ru | en).select(n).

import { KZ_MONTHS } from '@/lib/formatDate'

type Lang = 'kk' | 'ru' | 'en'

function langOf(locales: unknown): Lang {
  const tag = String((Array.isArray(locales) ? locales[0] : locales) ?? 'en').toLowerCase()
  if (tag.startsWith('ru')) return 'ru'
  if (tag.startsWith('kk')) return 'kk'
  return 'en'
}

const MONTHS: Record<Lang, string[]> = {
  // genitive, as in "14 марта 2025 г."
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  kk: KZ_MONTHS,
}

interface DateOptions {
  day?: string
  month?: string
  year?: string
  timeZone?: string
}

class DateTimeFormat {
  private lang: Lang
  private opts: DateOptions
  private tag: string
  constructor(locales?: unknown, options: DateOptions = {}) {
    this.lang = langOf(locales)
    this.tag = String((Array.isArray(locales) ? locales[0] : locales) ?? 'en')
    this.opts = options
    const { day, month, year } = options
    if (day !== 'numeric' || month !== 'long' || year !== 'numeric') {
      throw new RangeError(
        `ssr Intl.DateTimeFormat: unsupported options ${JSON.stringify(options)}`,
      )
    }
  }
  format(date: Date | number = Date.now()): string {
    const d = new Date(date)
    const utc = this.opts.timeZone === 'UTC'
    const y = utc ? d.getUTCFullYear() : d.getFullYear()
    const m = utc ? d.getUTCMonth() : d.getMonth()
    const day = utc ? d.getUTCDate() : d.getDate()
    const month = MONTHS[this.lang][m]
    switch (this.lang) {
      case 'ru':
        return `${day} ${month} ${y} г.`
      case 'kk':
        return `${y} ж. ${day} ${month}`
      default:
        // en-GB: "14 March 2025"; en / en-US: "March 14, 2025"
        return /^en-(us|ph|ca)?$/i.test(this.tag) || this.tag.toLowerCase() === 'en'
          ? `${month} ${day}, ${y}`
          : `${day} ${month} ${y}`
    }
  }
  resolvedOptions() {
    return { locale: this.tag, timeZone: this.opts.timeZone ?? 'UTC', ...this.opts }
  }
}

/** Rounds the shortest decimal form of |x| half-away-from-zero to `max` fraction digits (as ICU). */
function roundDecimal(x: number, max: number): [string, string] {
  let s = Math.abs(x).toString()
  if (/e/.test(s)) s = Math.abs(x).toFixed(20).replace(/0+$/, '')
  let [int = '0', frac = ''] = s.split('.')
  if (frac.length > max) {
    const roundUp = frac.charCodeAt(max) >= 53 // '5'
    const digits = (int + frac.slice(0, max)).split('').map(Number)
    if (roundUp) {
      let i = digits.length - 1
      while (i >= 0) {
        if (digits[i] === 9) {
          digits[i] = 0
          i--
        } else {
          digits[i]!++
          break
        }
      }
      if (i < 0) digits.unshift(1)
    }
    const all = digits.join('')
    int = all.slice(0, all.length - max) || '0'
    frac = all.slice(all.length - max)
  }
  return [int, frac.replace(/0+$/, '')]
}

class NumberFormat {
  private lang: Lang
  private max: number
  constructor(
    locales?: unknown,
    options: { maximumFractionDigits?: number; [k: string]: unknown } = {},
  ) {
    this.lang = langOf(locales)
    const extra = Object.keys(options).filter((k) => k !== 'maximumFractionDigits')
    if (extra.length) throw new RangeError(`ssr Intl.NumberFormat: unsupported options ${extra}`)
    this.max = options.maximumFractionDigits ?? 3
  }
  format(value: number | bigint): string {
    const x = Number(value)
    if (Number.isNaN(x)) return 'NaN'
    if (!Number.isFinite(x)) return (x < 0 ? '-' : '') + '∞'
    const [int, frac] = roundDecimal(x, this.max)
    const group = this.lang === 'en' ? ',' : '\u00a0'
    const decimal = this.lang === 'en' ? '.' : ','
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group)
    const negative = x < 0 || Object.is(x, -0) // ICU keeps the sign: -0.04 → "-0"
    return (negative ? '-' : '') + grouped + (frac ? decimal + frac : '')
  }
}

class PluralRules {
  private lang: Lang
  constructor(locales?: unknown) {
    this.lang = langOf(locales)
  }
  select(n: number): 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' {
    const integer = Number.isInteger(n)
    if (this.lang === 'ru') {
      if (!integer) return 'other'
      const a = Math.abs(n)
      const m10 = a % 10
      const m100 = a % 100
      if (m10 === 1 && m100 !== 11) return 'one'
      if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return 'few'
      return 'many'
    }
    if (this.lang === 'en') return n === 1 ? 'one' : 'other' // "1.0" is other in CLDR, 1 is one
    return n === 1 ? 'one' : 'other' // kk: n = 1
  }
  resolvedOptions() {
    // i18next reads the categories to know a language's plural keys.
    const pluralCategories = this.lang === 'ru' ? ['one', 'few', 'many', 'other'] : ['one', 'other']
    return { locale: this.lang, type: 'cardinal', pluralCategories }
  }
}

export function installIntl() {
  const g = globalThis as Record<string, unknown>
  if (typeof g.Intl !== 'undefined') return
  g.Intl = {
    DateTimeFormat,
    NumberFormat,
    PluralRules,
    getCanonicalLocales: (l: unknown) =>
      (Array.isArray(l) ? l : l === undefined ? [] : [l]).map(String),
  }
}

export const ssrIntl = { DateTimeFormat, NumberFormat, PluralRules }
