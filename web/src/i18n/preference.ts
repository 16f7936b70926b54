// The visitor's explicit language choice, remembered so that "/" opens in that language.
import { readStored, writeStored } from '@/lib/storage'
import { isLang, type Lang } from './lang'

const KEY = 'bilim.lang'

export function readPreferredLang(): Lang | null {
  const value = readStored('localStorage', KEY)
  return isLang(value) ? value : null
}

export function rememberLang(lang: Lang): void {
  writeStored('localStorage', KEY, lang)
}
