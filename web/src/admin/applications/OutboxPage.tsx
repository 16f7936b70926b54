// The notification mail (managers and administrators): what the outbox holds, newest first,
// filtered by its state (in the address), with the last error of mail that failed and "send
// again". A table on a wide screen, a card per mail on a phone.
import { useId, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useT } from '@/i18n/LangContext'
import { useInboxSummary, useOutbox, useResendMail } from '../api/queries'
import { MAIL_STATUSES, type Mail } from '../api/types'
import { formatWhen } from '../labels'
import { adminPaths } from '../paths'
import { can, useStaff } from '../session'
import { PageLinks } from '../ui/PageLinks'
import { ErrorState, Loading, NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import { MailStatusBadge } from './Badges'
import styles from './inbox.module.css'
import { isMailStatus, useInboxLabels } from './labels'
import { CardTable } from '../ui/CardTable'

export function OutboxPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.outbox.title'))
  if (!can.readApplications(me.role)) return <NotAllowed />
  return <Outbox />
}

function Outbox() {
  const { t } = useT()
  const labels = useInboxLabels()
  const id = useId()
  const location = useLocation()
  const [search, setSearch] = useSearchParams()
  const asked = search.get('status')
  const status = isMailStatus(asked) ? asked : undefined
  const page = Math.max(1, Number(search.get('page')) || 1)
  const outbox = useOutbox(status, page)
  const summary = useInboxSummary()
  const resend = useResendMail()
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)

  const choose = (value: string) => {
    const next = new URLSearchParams(search)
    if (value) next.set('status', value)
    else next.delete('status')
    next.delete('page')
    setSearch(next)
  }
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(search)
    if (n > 1) next.set('page', String(n))
    else next.delete('page')
    const query = next.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const again = async (mail: Mail) => {
    try {
      await resend.mutateAsync(mail.id)
      setNotice({ text: t('admin.outbox.resent', { email: mail.recipient }) })
    } catch (error) {
      setNotice({
        text: t('admin.outbox.failed', { message: (error as Error).message }),
        error: true,
      })
    }
  }

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('admin.outbox.title')}</h1>
        <p className={styles.lead}>{t('admin.outbox.lead')}</p>
      </div>
      {summary.data && !summary.data.notifications ? (
        <p className={styles.warning}>{t('admin.inbox.notificationsOff')}</p>
      ) : null}
      <p role="status" className={notice?.error ? styles.problem : styles.notice}>
        {notice?.text}
      </p>
      <div className={styles.filters}>
        <div className={`${styles.filter} ${styles.narrow}`}>
          <label htmlFor={`${id}-status`}>{t('admin.outbox.status')}</label>
          <select
            id={`${id}-status`}
            className={styles.input}
            value={status ?? ''}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">{t('admin.outbox.anyStatus')}</option>
            {MAIL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {labels.mail(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {outbox.isPending ? (
        <Loading />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} retry={() => void outbox.refetch()} />
      ) : (
        <>
          {outbox.data.data.length === 0 ? (
            <p className={styles.empty}>{t('admin.outbox.empty')}</p>
          ) : (
            <CardTable
              wrapClassName={styles.cardsWrap}
              className={styles.cardTable}
              caption={t('admin.outbox.caption')}
              busy={outbox.isFetching}
              columns={[
                { label: t('admin.outbox.subject') },
                { label: t('admin.outbox.recipient') },
                { label: t('admin.outbox.state') },
                { label: t('admin.outbox.created') },
                { label: t('admin.outbox.lastError') },
                { label: t('admin.outbox.actions') },
              ]}
            >
              {outbox.data.data.map((mail) => (
                <tr role="row" key={mail.id}>
                  <th role="rowheader" scope="row" className={styles.subjectCell}>
                    {mail.subject}
                    {mail.submission ? (
                      <Link to={adminPaths.application(mail.submission)}>
                        {t('admin.outbox.application', { id: mail.submission })}
                      </Link>
                    ) : null}
                  </th>
                  <td role="cell" className={styles.recipient}>
                    <span aria-hidden="true" className={styles.cellLabel}>
                      {t('admin.outbox.recipient')}:{' '}
                    </span>
                    {mail.recipient}
                  </td>
                  <td role="cell" className={styles.statusCell}>
                    <MailStatusBadge status={mail.status} />{' '}
                    <span className={styles.meta}>
                      {mail.sent_at ? (
                        <>
                          <span className="visually-hidden">{t('admin.outbox.sent')}: </span>
                          {formatWhen(mail.sent_at)}
                        </>
                      ) : (
                        t('admin.outbox.attempts', { count: mail.attempts })
                      )}
                    </span>
                  </td>
                  <td role="cell" className={styles.when}>
                    <span aria-hidden="true" className={styles.cellLabel}>
                      {t('admin.outbox.created')}:{' '}
                    </span>
                    {formatWhen(mail.created_at)}
                  </td>
                  <td role="cell" className={styles.errorCell}>
                    {mail.last_error && mail.status !== 'sent' ? (
                      <span className={styles.mailError}>
                        <span aria-hidden="true" className={styles.cellLabel}>
                          {t('admin.outbox.lastError')}:{' '}
                        </span>
                        {mail.last_error}
                      </span>
                    ) : null}
                  </td>
                  <td role="cell" className={styles.actionCell}>
                    {mail.status === 'pending' ? null : (
                      <button
                        type="button"
                        className={styles.button}
                        disabled={resend.isPending}
                        onClick={() => void again(mail)}
                      >
                        {t('admin.outbox.resend')}
                        <span className="visually-hidden">
                          : {mail.recipient}, {mail.subject}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </CardTable>
          )}
          <PageLinks
            current={outbox.data.meta.current_page}
            last={outbox.data.meta.last_page}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  )
}
