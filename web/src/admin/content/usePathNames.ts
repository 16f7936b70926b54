import { useMemo } from 'react'
import { useT } from '@/i18n/LangContext'
import type { PathNames } from './diff'

/** Names of list positions and languages in the interface language, for diff.ts. */
export function usePathNames(): PathNames {
  const { t } = useT()
  return useMemo(
    () => ({
      element: (label, n) => t('admin.edit.element', { label, n }),
      lang: (lang) => t(`admin.langs.${lang}`),
    }),
    [t],
  )
}
