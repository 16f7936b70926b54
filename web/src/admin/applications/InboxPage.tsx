// The applications inbox (managers and administrators): what visitors sent, newest first, filtered
// by form, status, the visitor's language, the days it came and words of it. The filters and the
// page live in the address, so a reload or a shared link shows the same list; the export links
// carry them too. A table on a wide screen, a card per submission on a phone; new ones stand out.
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { LANGS } from '@/i18n/lang'
import { exportUrl, useApplications, useInboxSummary } from '../api/queries'
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type Application,
  type InboxParams,
} from '../api/types'
import { formatWhen } from '../labels'
import { adminPaths } from '../paths'
import { can, useStaff } from '../session'
import { PageLinks } from '../ui/PageLinks'
import { ErrorState, Loading, NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import { ApplicationStatusBadge } from './Badges'
import { inboxParams, type Filter } from './inboxParams'
import styles from './inbox.module.css'
import { useInboxLabels } from './labels'
import { CardTable } from '../ui/CardTable'

export function InboxPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.inbox.title'))
  if (!can.readApplications(me.role)) return <NotAllowed />
  return <Inbox />
}

/** What the list came from, for the submission's "back" link. */
export interface BackState {
  back?: string
}

function Inbox() {
  const { t } = useT()
  const location = useLocation()
  const [search] = useSearchParams()
  const params = inboxParams(search)
  const list = useApplications(params)
  const summary = useInboxSummary()
  const notice = (location.state as { notice?: string } | null)?.notice
  const refused = list.error instanceof ApiError && list.error.status === 422 ? list.error : null
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search)
    if (page > 1) next.set('page', String(page))
    else next.delete('page')
    const query = next.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('admin.inbox.title')}</h1>
          <p className={styles.lead}>{t('admin.inbox.lead')}</p>
        </div>
        {refused ? null : <ExportLinks params={params} />}
      </div>
      {summary.data && !summary.data.notifications ? (
        <p className={styles.warning}>{t('admin.inbox.notificationsOff')}</p>
      ) : null}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <Filters params={params} errors={refused?.errors ?? {}} />

      {refused ? (
        <div role="alert" className={styles.problem}>
          <p>{t('admin.inbox.invalid')}</p>
        </div>
      ) : list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          <p className={styles.total} aria-live="polite">
            {t('admin.inbox.total', { total: list.data.meta.total })}
          </p>
          {list.data.data.length === 0 ? (
            <p className={styles.empty}>{t('admin.inbox.empty')}</p>
          ) : (
            <CardTable
              wrapClassName={styles.cardsWrap}
              className={styles.cardTable}
              caption={t('admin.inbox.caption')}
              busy={list.isFetching}
              columns={[
                { label: t('admin.inbox.name') },
                { label: t('admin.inbox.form') },
                { label: t('admin.inbox.contacts'), className: styles.optional },
                { label: t('admin.inbox.language'), className: styles.optional },
                { label: t('admin.inbox.status') },
                { label: t('admin.inbox.received') },
                { label: t('admin.inbox.assignee'), className: styles.optional },
              ]}
            >
              {list.data.data.map((application) => (
                <Row key={application.id} application={application} back={location.search} />
              ))}
            </CardTable>
          )}
          <PageLinks
            current={list.data.meta.current_page}
            last={list.data.meta.last_page}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  )
}

function ExportLinks({ params }: { params: InboxParams }) {
  const { t, lang } = useT()
  const hintId = useId()
  return (
    <div className={styles.exports} role="group" aria-label={t('admin.inbox.export')}>
      <a
        href={exportUrl('csv', lang, params)}
        download
        className={styles.button}
        aria-describedby={hintId}
      >
        {t('admin.inbox.exportCsv')}
      </a>
      <a
        href={exportUrl('xlsx', lang, params)}
        download
        className={styles.button}
        aria-describedby={hintId}
      >
        {t('admin.inbox.exportXlsx')}
      </a>
      <p id={hintId} className={styles.hint}>
        {t('admin.inbox.exportHint')}
      </p>
    </div>
  )
}

type Texts = Record<'search' | 'from' | 'to', string>

const textsOf = (params: InboxParams): Texts => ({
  search: params.search ?? '',
  from: params.from ?? '',
  to: params.to ?? '',
})

/**
 * The filters: a choice applies at once, the words and days with "Apply" (or Enter), each with
 * the server's message when it refused it. The typed words and days follow the address when it
 * changes (Back, a link), and are applied with a choice made before "Apply".
 */
function Filters({ params, errors }: { params: InboxParams; errors: Record<string, string[]> }) {
  const { t } = useT()
  const labels = useInboxLabels()
  const id = useId()
  const location = useLocation()
  const [search, setSearch] = useSearchParams()
  const [texts, setTexts] = useState<Texts>(() => textsOf(params))
  const [shownFor, setShownFor] = useState(location.search)
  if (shownFor !== location.search) {
    setShownFor(location.search)
    setTexts(textsOf(params))
  }

  const apply = (changes: Partial<Record<Filter, string>>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries({ ...texts, ...changes })) {
      const trimmed = value?.trim()
      if (trimmed) next.set(key, trimmed)
      else next.delete(key)
    }
    next.delete('page')
    setSearch(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply({})
  }
  const typed = (name: keyof Texts) => (event: ChangeEvent<HTMLInputElement>) =>
    setTexts((current) => ({ ...current, [name]: event.target.value }))

  /** Label, error and the control's accessible wiring of one filter. */
  const control = (name: Filter) => ({
    id: `${id}-${name}`,
    name,
    className: styles.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const field = (name: Filter, label: string, input: ReactNode, wide = false) => (
    <div className={wide ? `${styles.filter} ${styles.wide}` : styles.filter}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {errors[name].join(' ')}
        </p>
      ) : null}
    </div>
  )
  /** A choice among `values`; a value the address holds that is not one of them is shown too. */
  const choice = (
    name: Filter,
    any: string,
    values: readonly string[],
    label: (v: string) => string,
  ) => {
    const current = params[name] ?? ''
    return (
      <select
        {...control(name)}
        value={current}
        onChange={(event) => apply({ [name]: event.target.value })}
      >
        <option value="">{any}</option>
        {current && !values.includes(current) ? (
          <option value={current}>{t('admin.inbox.unknown', { value: current })}</option>
        ) : null}
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    )
  }
  const filtered = Boolean(
    params.type || params.status || params.lang || params.from || params.to || params.search,
  )

  return (
    <form
      role="search"
      aria-label={t('admin.inbox.filters')}
      className={styles.filters}
      onSubmit={submit}
      noValidate
    >
      {field(
        'search',
        t('admin.inbox.search'),
        <input
          {...control('search')}
          type="search"
          value={texts.search}
          onChange={typed('search')}
          placeholder={t('admin.inbox.searchPlaceholder')}
        />,
        true,
      )}
      {field(
        'type',
        t('admin.inbox.type'),
        choice('type', t('admin.inbox.anyType'), APPLICATION_TYPES, labels.form),
      )}
      {field(
        'status',
        t('admin.inbox.status'),
        choice('status', t('admin.inbox.anyStatus'), APPLICATION_STATUSES, labels.status),
      )}
      {field(
        'lang',
        t('admin.inbox.lang'),
        choice('lang', t('admin.inbox.anyLang'), LANGS, labels.lang),
      )}
      {field(
        'from',
        t('admin.inbox.from'),
        <input {...control('from')} type="date" value={texts.from} onChange={typed('from')} />,
      )}
      {field(
        'to',
        t('admin.inbox.to'),
        <input {...control('to')} type="date" value={texts.to} onChange={typed('to')} />,
      )}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          {t('admin.inbox.apply')}
        </button>
        {filtered ? (
          <Link to={location.pathname} className={styles.reset}>
            {t('admin.inbox.reset')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}

function Row({ application, back }: { application: Application; back: string }) {
  const { t } = useT()
  const labels = useInboxLabels()
  const name = application.name || t('admin.inbox.unnamed', { id: application.id })
  const fresh = application.status === 'new'
  return (
    <tr role="row" data-new={fresh || undefined}>
      <th role="rowheader" scope="row" className={styles.titleCell}>
        <Link to={adminPaths.application(application.id)} state={{ back } satisfies BackState}>
          {name}
        </Link>
      </th>
      <td role="cell" className={styles.formCell}>
        {labels.form(application.type)}
      </td>
      <td role="cell" className={`${styles.optional} ${styles.contacts}`}>
        {application.email ? <span>{application.email}</span> : null}
        {application.phone ? <span>{application.phone}</span> : null}
      </td>
      <td role="cell" className={styles.optional}>
        {labels.lang(application.lang)}
      </td>
      <td role="cell" className={styles.statusCell}>
        <ApplicationStatusBadge status={application.status} />
      </td>
      <td role="cell" className={styles.when}>
        <span aria-hidden="true" className={styles.cellLabel}>
          {t('admin.inbox.received')}:{' '}
        </span>
        {formatWhen(application.created_at)}
      </td>
      <td role="cell" className={styles.optional}>
        {application.assignee?.email ?? ''}
      </td>
    </tr>
  )
}
