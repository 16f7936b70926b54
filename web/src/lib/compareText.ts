import type { Lang } from '@/i18n/lang'

// Alphabetical order spelled by the app, not by the runtime: the server renders pages in QuickJS,
// whose localeCompare compares code units (Kazakh "Қ" after "я"), while a browser collates with
// ICU. A list sorted one way on the server and another in the browser fails to hydrate, so both
// sort with this: the letters of the language's alphabet in its order, case aside, then any
// other character by its code point.
const ALPHABET: Record<Lang, string> = {
  kz: 'аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщъыіьэюя',
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  en: 'abcdefghijklmnopqrstuvwxyz',
}

function rank(char: string, alphabet: string): number {
  const index = alphabet.indexOf(char)
  return index >= 0 ? index : alphabet.length + (char.codePointAt(0) ?? 0)
}

/** Negative when `a` comes before `b` in `lang`'s alphabet, as `Array.prototype.sort` wants. */
export function compareText(a: string, b: string, lang: Lang): number {
  const alphabet = ALPHABET[lang]
  const left = [...a.toLowerCase()]
  const right = [...b.toLowerCase()]
  for (const [i, char] of left.entries()) {
    const other = right[i]
    if (other === undefined) break
    const order = rank(char, alphabet) - rank(other, alphabet)
    if (order !== 0) return order
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0)
}
