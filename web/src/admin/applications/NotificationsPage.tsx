// The routing of notification mail (administrators only): per form, the mailboxes told of its new
// submissions and the language each one's mail is written in. Rows are added and removed here and
// saved together; the server's message for a bad row (`routes.N.email`) shows at its field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { LANGS, type Lang } from '@/i18n/lang'
import { isStatus } from '../api/client'
import { useInboxSummary, useRouting, useSaveRouting } from '../api/queries'
import { APPLICATION_TYPES, type MailRoute, type Routing } from '../api/types'
import { can, useStaff } from '../session'
import { ErrorState, Loading, NotAllowed } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from './inbox.module.css'
import { useInboxLabels } from './labels'

export function NotificationsPage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.routing.title'))
  if (!can.administer(me.role)) return <NotAllowed />
  return <RoutingScreen />
}

function RoutingScreen() {
  const routing = useRouting()
  if (routing.isPending) return <Loading />
  if (routing.isError)
    return isStatus(routing.error, 403) ? (
      <NotAllowed />
    ) : (
      <ErrorState error={routing.error} retry={() => void routing.refetch()} />
    )
  return <RoutingForm routing={routing.data} />
}

interface Row extends MailRoute {
  key: number
}

let nextKey = 1
const rowsOf = (routes: MailRoute[]): Row[] => routes.map((route) => ({ ...route, key: nextKey++ }))

/** The forms in the order the screen shows them: the known ones, then any the server added. */
function formsOf(rows: Row[]): string[] {
  const known: string[] = [...APPLICATION_TYPES]
  return [...known, ...new Set(rows.map((row) => row.form).filter((form) => !known.includes(form)))]
}

function RoutingForm({ routing }: { routing: Routing }) {
  const { t, lang } = useT()
  const labels = useInboxLabels()
  const id = useId()
  const save = useSaveRouting()
  const summary = useInboxSummary()
  const [rows, setRows] = useState<Row[]>(() => rowsOf(routing.routes))
  // The server's messages by row key and field, from the order the rows were sent in.
  const [errors, setErrors] = useState<Record<number, Partial<Record<string, string[]>>>>({})
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)
  const focusAfter = useRef<string | null>(null)
  const forms = formsOf(rows)

  useEffect(() => {
    if (!focusAfter.current) return
    document.getElementById(focusAfter.current)?.focus()
    focusAfter.current = null
  })

  const fieldId = (row: Row, field: string) => `${id}-${row.key}-${field}`
  const update = (key: number, changes: Partial<MailRoute>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)))
  const add = (form: string) => {
    const row: Row = { key: nextKey++, form, email: '', lang }
    focusAfter.current = fieldId(row, 'email')
    setRows((current) => [...current, row])
  }
  const remove = (row: Row) => {
    focusAfter.current = `${id}-add-${row.form}`
    setRows((current) => current.filter((other) => other.key !== row.key))
  }
  /** The rows in the order they are shown, which is the order they are sent in. */
  const ordered = forms.flatMap((form) => rows.filter((row) => row.form === form))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const sent = ordered
    try {
      const saved = await save.mutateAsync(
        sent.map(({ form, email, lang: mailLang }) => ({
          form,
          email: email.trim(),
          lang: mailLang,
        })),
      )
      setRows(rowsOf(saved.routes))
      setErrors({})
      setNotice({ text: t('admin.routing.saved') })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const byRow: Record<number, Partial<Record<string, string[]>>> = {}
        let count = 0
        let first: string | null = null
        for (const [path, messages] of Object.entries(error.errors)) {
          const match = /^routes\.(\d+)\.(\w+)$/.exec(path)
          const row = match ? sent[Number(match[1])] : undefined
          if (!row || !match) continue
          byRow[row.key] = { ...byRow[row.key], [match[2]!]: messages }
          count += 1
          first ??= fieldId(row, match[2]!)
        }
        setErrors(byRow)
        setNotice({
          text: count ? t('admin.routing.invalid', { count }) : error.message,
          error: true,
        })
        if (first) document.getElementById(first)?.focus()
      } else
        setNotice({
          text: t('admin.routing.failed', { message: (error as Error).message }),
          error: true,
        })
    }
  }

  const message = (row: Row, field: string) => {
    const texts = errors[row.key]?.[field]
    return texts ? (
      <p id={`${fieldId(row, field)}-error`} className={styles.error}>
        {texts.join(' ')}
      </p>
    ) : null
  }
  const wiring = (row: Row, field: string) => ({
    id: fieldId(row, field),
    className: styles.input,
    'aria-invalid': errors[row.key]?.[field] ? true : undefined,
    'aria-describedby': errors[row.key]?.[field] ? `${fieldId(row, field)}-error` : undefined,
  })

  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('admin.routing.title')}
        </h1>
        <p className={styles.lead}>{t('admin.routing.lead')}</p>
      </div>
      {(summary.data ?? routing).notifications ? null : (
        <p className={styles.warning}>{t('admin.inbox.notificationsOff')}</p>
      )}
      <p role="status" className={notice?.error ? styles.problem : styles.notice}>
        {notice?.text}
      </p>
      <div className={styles.routes}>
        {forms.map((form) => {
          const own = rows.filter((row) => row.form === form)
          const name = labels.form(form)
          return (
            <fieldset key={form} className={styles.route}>
              <legend>{name}</legend>
              {own.length === 0 ? <p className={styles.hint}>{t('admin.routing.none')}</p> : null}
              {own.map((row, index) => {
                const where = t('admin.routing.row', { form: name, n: index + 1 })
                return (
                  <div key={row.key} className={styles.mailbox}>
                    <div>
                      <label htmlFor={fieldId(row, 'email')}>
                        {t('admin.routing.mailbox')}
                        <span className="visually-hidden"> ({where})</span>
                      </label>
                      <input
                        {...wiring(row, 'email')}
                        type="email"
                        autoComplete="off"
                        value={row.email}
                        onChange={(event) => update(row.key, { email: event.target.value })}
                      />
                      {message(row, 'email')}
                      {message(row, 'form')}
                    </div>
                    <div>
                      <label htmlFor={fieldId(row, 'lang')}>
                        {t('admin.routing.language')}
                        <span className="visually-hidden"> ({where})</span>
                      </label>
                      <select
                        {...wiring(row, 'lang')}
                        value={row.lang}
                        onChange={(event) => update(row.key, { lang: event.target.value })}
                      >
                        {(LANGS as readonly string[]).includes(row.lang) ? null : (
                          <option value={row.lang}>{row.lang}</option>
                        )}
                        {LANGS.map((code: Lang) => (
                          <option key={code} value={code}>
                            {labels.lang(code)}
                          </option>
                        ))}
                      </select>
                      {message(row, 'lang')}
                    </div>
                    <button type="button" className={styles.button} onClick={() => remove(row)}>
                      {t('admin.routing.remove')}
                      <span className="visually-hidden"> ({where})</span>
                    </button>
                  </div>
                )
              })}
              <button
                type="button"
                id={`${id}-add-${form}`}
                className={`${styles.button} ${styles.routeAdd}`}
                onClick={() => add(form)}
              >
                <span aria-hidden="true">+ </span>
                {t('admin.routing.add')}
                <span className="visually-hidden"> ({name})</span>
              </button>
            </fieldset>
          )
        })}
      </div>
      <div className={`${styles.actions} ${styles.sticky}`}>
        <button type="submit" className={styles.primary} disabled={save.isPending}>
          {save.isPending ? t('admin.routing.saving') : t('admin.routing.save')}
        </button>
      </div>
    </form>
  )
}
