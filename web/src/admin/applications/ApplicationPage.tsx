// One submission (managers and administrators): every field with its label in the staff member's
// language, where and when it came from, its files to download, its status and who has it (each
// saved as soon as it is chosen), the staff's notes, the notification mail written for it, and
// deleting it (asked first).
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { isStatus } from '../api/client'
import {
  useApplication,
  useAssignees,
  useChangeApplication,
  useDeleteApplication,
} from '../api/queries'
import { APPLICATION_STATUSES, type ApplicationChange, type ApplicationDetail } from '../api/types'
import { formatWhen } from '../labels'
import { formatSize } from '../media/format'
import { adminPaths } from '../paths'
import { can, useStaff } from '../session'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ErrorState, Loading, NotAllowed, NotFound } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import { ApplicationStatusBadge, MailStatusBadge } from './Badges'
import type { BackState } from './InboxPage'
import styles from './inbox.module.css'
import { useInboxLabels } from './labels'

export function ApplicationPage() {
  const me = useStaff()
  const { id = '' } = useParams()
  const number = Number(id)
  if (!can.readApplications(me.role))
    return (
      <InboxTitle>
        <NotAllowed />
      </InboxTitle>
    )
  if (!Number.isInteger(number) || number < 1)
    return (
      <InboxTitle>
        <NotFound />
      </InboxTitle>
    )
  return <Submission key={number} id={number} />
}

/** The tab's title where no submission is shown. (One component sets it: a parent's effect
    would run after the child's and win.) */
function InboxTitle({ children }: { children: ReactNode }) {
  const { t } = useT()
  useAdminTitle(t('admin.inbox.title'))
  return children
}

function Submission({ id }: { id: number }) {
  const detail = useApplication(id)
  if (detail.isPending || detail.isError)
    return (
      <InboxTitle>
        {detail.isPending ? (
          <Loading />
        ) : isStatus(detail.error, 404) ? (
          <NotFound />
        ) : (
          <ErrorState error={detail.error} retry={() => void detail.refetch()} />
        )}
      </InboxTitle>
    )
  return <Loaded detail={detail.data} />
}

function Loaded({ detail }: { detail: ApplicationDetail }) {
  const { t } = useT()
  const labels = useInboxLabels()
  const location = useLocation()
  const back = (location.state as BackState | null)?.back ?? ''
  const form = labels.form(detail.type)
  const title = t('admin.application.title', { form, id: detail.id })
  useAdminTitle(title)
  // What the last change did (or why it failed), said once in the live region.
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)

  return (
    <div className={styles.page}>
      <Link to={`${adminPaths.applications}${back}`} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('admin.application.back')}
      </Link>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        <ApplicationStatusBadge status={detail.status} />
      </div>
      <p role="status" className={notice?.error ? styles.problem : styles.notice}>
        {notice?.text}
      </p>
      <div className={styles.detail}>
        <div className={styles.side}>
          <Handling detail={detail} onDone={setNotice} />
          <About detail={detail} />
        </div>
        <div className={styles.main}>
          <Fields detail={detail} />
          <Files detail={detail} />
          <Notes detail={detail} onDone={setNotice} />
          <MailOf detail={detail} />
        </div>
        {/* Last on a phone, under the side panels on a wide screen. */}
        <div className={styles.removeArea}>
          <Remove id={detail.id} back={back} onFailed={setNotice} />
        </div>
      </div>
    </div>
  )
}

type Notify = (notice: { text: string; error?: boolean }) => void

/** Status and assignee: each saved when chosen. */
function Handling({ detail, onDone }: { detail: ApplicationDetail; onDone: Notify }) {
  const { t } = useT()
  const labels = useInboxLabels()
  const id = useId()
  const change = useChangeApplication(detail.id)
  const assignees = useAssignees()
  // The choice shows at once; the answer then replaces the submission.
  const [chosen, setChosen] = useState<ApplicationChange | null>(null)

  const save = async (body: ApplicationChange, done: (saved: ApplicationDetail) => string) => {
    setChosen(body)
    try {
      onDone({ text: done(await change.mutateAsync(body)) })
    } catch (error) {
      onDone({
        text: t('admin.application.failed', { message: (error as Error).message }),
        error: true,
      })
    } finally {
      setChosen(null)
    }
  }
  const status = chosen?.status ?? detail.status
  const assignee =
    chosen && 'assignee' in chosen ? (chosen.assignee ?? null) : (detail.assignee?.id ?? null)
  // The current assignee stays a choice even when no longer among those who may take it.
  const people = [...(assignees.data ?? [])]
  if (detail.assignee && !people.some((person) => person.id === detail.assignee!.id))
    people.push(detail.assignee)

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.handling')}</h2>
      <div className={styles.control}>
        <label htmlFor={`${id}-status`}>{t('admin.application.status')}</label>
        <select
          id={`${id}-status`}
          className={styles.input}
          value={status}
          onChange={(event) =>
            void save({ status: event.target.value }, (saved) =>
              t('admin.application.statusSaved', { status: labels.status(saved.status) }),
            )
          }
        >
          {(APPLICATION_STATUSES as readonly string[]).includes(status) ? null : (
            <option value={status}>{labels.status(status)}</option>
          )}
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {labels.status(value)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-assignee`}>{t('admin.application.assignee')}</label>
        <select
          id={`${id}-assignee`}
          className={styles.input}
          value={assignee === null ? '' : String(assignee)}
          onChange={(event) => {
            const value = event.target.value ? Number(event.target.value) : null
            void save({ assignee: value }, (saved) =>
              saved.assignee
                ? t('admin.application.assigneeSaved', { email: saved.assignee.email })
                : t('admin.application.unassigned'),
            )
          }}
        >
          <option value="">{t('admin.application.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email}
            </option>
          ))}
        </select>
      </div>
    </section>
  )
}

/** When, in which language and from which page the visitor sent it. */
function About({ detail }: { detail: ApplicationDetail }) {
  const { t } = useT()
  const labels = useInboxLabels()
  const id = useId()
  // The path of the site page (the Referer's path); never an address elsewhere.
  const page = detail.page && /^\/(?!\/)/.test(detail.page) ? detail.page : null
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.about')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('admin.application.received')}</dt>
          <dd>{formatWhen(detail.created_at)}</dd>
        </div>
        <div>
          <dt>{t('admin.application.lang')}</dt>
          <dd>{labels.lang(detail.lang)}</dd>
        </div>
        {page ? (
          <div>
            <dt>{t('admin.application.page')}</dt>
            <dd>
              <a href={page} target="_blank" rel="noopener noreferrer">
                {page}
                <span className="visually-hidden"> ({t('admin.application.newTab')})</span>
              </a>
            </dd>
          </div>
        ) : null}
        {detail.updated_at ? (
          <div>
            <dt>{t('admin.application.updated')}</dt>
            <dd>{formatWhen(detail.updated_at)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

function Fields({ detail }: { detail: ApplicationDetail }) {
  const { t } = useT()
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.fields')}</h2>
      {detail.fields.length === 0 ? (
        <p>{t('admin.application.noFields')}</p>
      ) : (
        <dl className={styles.fields}>
          {detail.fields.map((field) => (
            <FieldRow key={field.name} label={field.label} value={field.value} />
          ))}
        </dl>
      )}
    </section>
  )
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

/**
 * The visitor's files, each downloaded by a plain link. The server sends it as an attachment named
 * by the type found in its bytes, so the link proposes no name of its own: the visitor's (`cv.html`
 * for a PDF, say) would be the wrong one.
 */
function Files({ detail }: { detail: ApplicationDetail }) {
  const { t } = useT()
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.files')}</h2>
      {detail.files.length === 0 ? (
        <p>{t('admin.application.noFiles')}</p>
      ) : (
        <ul className={styles.plainList}>
          {detail.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <a href={file.url} download>
                <span className="visually-hidden">{t('admin.application.download')}: </span>
                {file.name}
              </a>
              <span className={styles.meta}>
                {fileKind(file.content_type)}, {formatSize(file.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** "PDF", "PNG" from the content type. */
function fileKind(contentType: string): string {
  const kind = contentType.split('/')[1] ?? contentType
  return (kind === 'jpeg' ? 'jpg' : kind).toUpperCase()
}

function Notes({ detail, onDone }: { detail: ApplicationDetail; onDone: Notify }) {
  const { t } = useT()
  const id = useId()
  const change = useChangeApplication(detail.id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      await change.mutateAsync({ note: text })
      setText('')
      onDone({ text: t('admin.application.noteAdded') })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && failure.errors.note) {
        setError(failure.errors.note.join(' '))
        document.getElementById(`${id}-note`)?.focus()
      } else
        onDone({
          text: t('admin.application.failed', { message: (failure as Error).message }),
          error: true,
        })
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.notes')}</h2>
      {detail.notes.length === 0 ? (
        <p>{t('admin.application.noNotes')}</p>
      ) : (
        <ol className={styles.plainList}>
          {detail.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p>{note.text}</p>
              <span className={styles.meta}>
                {note.email}, {formatWhen(note.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-note`} className={styles.control}>
          {t('admin.application.note')}
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={5000}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note-hint${error ? ` ${id}-note-error` : ''}`}
        />
        <p id={`${id}-note-hint`} className={styles.hint}>
          {t('admin.application.noteHint')}
        </p>
        {error ? (
          <p id={`${id}-note-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={change.isPending}>
          {t('admin.application.addNote')}
        </button>
      </form>
    </section>
  )
}

/** The notification mail written for it (the outbox has them all, with "send again"). */
function MailOf({ detail }: { detail: ApplicationDetail }) {
  const { t } = useT()
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.application.mail')}</h2>
      {detail.mail.length === 0 ? (
        <p>{t('admin.application.noMail')}</p>
      ) : (
        <ul className={styles.plainList}>
          {detail.mail.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <div className={styles.mailHead}>
                <MailStatusBadge status={mail.status} />
                <span>
                  {t('admin.outbox.recipient')}: {mail.recipient}
                </span>
              </div>
              <span>{mail.subject}</span>
              <span className={styles.meta}>
                {mail.sent_at
                  ? `${t('admin.outbox.sent')}: ${formatWhen(mail.sent_at)}`
                  : `${t('admin.outbox.created')}: ${formatWhen(mail.created_at)}`}
                {' · '}
                {t('admin.outbox.attempts', { count: mail.attempts })}
              </span>
              {mail.last_error && mail.status !== 'sent' ? (
                <span className={styles.mailError}>
                  {t('admin.outbox.lastError')}: {mail.last_error}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link to={adminPaths.outbox} className={styles.back}>
        {t('admin.application.allMail')}
      </Link>
    </section>
  )
}

function Remove({ id, back, onFailed }: { id: number; back: string; onFailed: Notify }) {
  const { t } = useT()
  const navigate = useNavigate()
  const remove = useDeleteApplication()
  const [asking, setAsking] = useState(false)
  const confirm = async () => {
    setAsking(false)
    try {
      await remove.mutateAsync(id)
      void navigate(`${adminPaths.applications}${back}`, {
        state: { notice: t('admin.inbox.removed') },
      })
    } catch (error) {
      onFailed({
        text: t('admin.application.failed', { message: (error as Error).message }),
        error: true,
      })
    }
  }
  return (
    <>
      <button
        type="button"
        className={styles.danger}
        onClick={() => setAsking(true)}
        disabled={remove.isPending}
      >
        {t('admin.application.remove')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('admin.application.removeConfirm')}
        text={t('admin.application.removeText')}
        confirmLabel={t('admin.application.confirm')}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
