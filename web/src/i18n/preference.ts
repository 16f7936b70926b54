// The visitor's explicit language choice, remembered so that "/" opens in that language.
import { isLang, type Lang } from './lang'

const KEY = 'bilim.lang'

export function readPreferredLang(): Lang | null {
  try {
    const value = localStorage.getItem(KEY)
    return isLang(value) ? value : null
  } catch {
    return null // storage disabled
  }
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
