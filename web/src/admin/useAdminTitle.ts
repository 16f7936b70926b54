import { useEffect } from 'react'
import { useT } from '@/i18n/LangContext'

/** The tab's title: the screen, then the admin's name. */
export function useAdminTitle(screen: string | null | undefined) {
  const { t } = useT()
  const app = t('admin.app.title')
  useEffect(() => {
    document.title = screen ? `${screen} — ${app}` : app
  }, [screen, app])
}
