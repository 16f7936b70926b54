// The admin's interface language: chosen in its header, remembered in this browser, Kazakh until
// chosen. It is independent of the site's language (the admin has no language in its URLs).
import { readStored, writeStored } from '@/lib/storage'
import { DEFAULT_LANG, isLang, type Lang } from '@/i18n/lang'

export const ADMIN_LANG_KEY = 'bilim.admin.lang'

export function readAdminLang(): Lang {
  const stored = readStored('localStorage', ADMIN_LANG_KEY)
  return isLang(stored) ? stored : DEFAULT_LANG
}

export function rememberAdminLang(lang: Lang): void {
  writeStored('localStorage', ADMIN_LANG_KEY, lang)
}
