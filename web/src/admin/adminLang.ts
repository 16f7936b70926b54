// The admin's interface language and the way to change it, for the language switch.
import { createContext, useContext } from 'react'
import { DEFAULT_LANG, type Lang } from '@/i18n/lang'

export const AdminLangContext = createContext<{ lang: Lang; setLang: (lang: Lang) => void }>({
  lang: DEFAULT_LANG,
  setLang: () => {},
})

export const useAdminLang = () => useContext(AdminLangContext)
