// The applications inbox (managers and administrators) is not built yet: a word saying so, and
// "not allowed" for the roles that will never read it.
import { useT } from '@/i18n/LangContext'
import { can, useStaff } from '../session'
import { NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import { ManagerWelcome } from './HomePage'

export function ApplicationsPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.nav.applications'))
  return can.readApplications(me.role) ? <ManagerWelcome /> : <NotAllowed />
}
