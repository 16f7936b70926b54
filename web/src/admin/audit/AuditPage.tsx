// The audit log (administrators only): who did what to which item, newest first, a page at a time.
import { Link, useLocation, useSearchParams } from 'react-router'
import { PageLinks } from '../ui/PageLinks'
import { useT } from '@/i18n/LangContext'
import { isStatus } from '../api/client'
import { useAudit } from '../api/queries'
import { AUDIT_ACTIONS } from '../api/types'
import { formatWhen, typeLabel } from '../labels'
import { adminPaths } from '../paths'
import { can, useStaff } from '../session'
import { ErrorState, Loading, NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from '../users/users.module.css'

/** Entries about things other than content items (the log names them by these). */
const NOT_CONTENT = ['users', 'media', 'applications']

export function AuditPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.audit.title'))
  if (!can.administer(me.role)) return <NotAllowed />
  return <Audit />
}

function Audit() {
  const { t, lang } = useT()
  const location = useLocation()
  const [search] = useSearchParams()
  const page = Math.max(1, Number(search.get('page')) || 1)
  const audit = useAudit(page)
  if (audit.isPending) return <Loading />
  if (audit.isError)
    return isStatus(audit.error, 403) ? (
      <NotAllowed />
    ) : (
      <ErrorState error={audit.error} retry={() => void audit.refetch()} />
    )
  const action = (name: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(name)
      ? t(`admin.audit.actions.${name as (typeof AUDIT_ACTIONS)[number]}`)
      : name
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.audit.title')}</h1>
      {audit.data.data.length === 0 ? (
        <p>{t('admin.audit.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={audit.isFetching || undefined}>
            <caption className="visually-hidden">{t('admin.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.at')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.item')}</th>
                <th scope="col">{t('admin.audit.summary')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.when}>{formatWhen(entry.at)}</td>
                  <td>{entry.email || t('admin.audit.system')}</td>
                  <td>{action(entry.action)}</td>
                  <td>
                    {entry.type &&
                    typeof entry.item_id === 'number' &&
                    !NOT_CONTENT.includes(entry.type) ? (
                      <Link to={adminPaths.edit(entry.type, entry.item_id)}>
                        {typeLabel(lang, entry.type)} #{entry.item_id}
                      </Link>
                    ) : entry.type === 'applications' && typeof entry.item_id === 'number' ? (
                      <Link to={adminPaths.application(entry.item_id)}>
                        {t('admin.nav.applications')} #{entry.item_id}
                      </Link>
                    ) : entry.type === 'applications' ? (
                      t('admin.nav.applications')
                    ) : entry.type === 'users' ? (
                      t('admin.nav.users')
                    ) : entry.type === 'media' ? (
                      t('admin.nav.media')
                    ) : entry.type ? (
                      typeLabel(lang, entry.type)
                    ) : null}
                  </td>
                  <td>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        current={audit.data.meta.current_page}
        last={audit.data.meta.last_page}
        hrefFor={(n) => (n > 1 ? `${location.pathname}?page=${n}` : location.pathname)}
      />
    </div>
  )
}
