// The edit screen of any content type, built from its field descriptors: the form (texts in three
// languages side by side, or one at a time on a phone, with every missing translation marked),
// saving with the version it was opened at (a 412 shows the other save and never overwrites it
// silently), publishing, scheduling, preview, revisions and deletion.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { LANGS, type Lang } from '@/i18n/lang'
import { ConflictError, isStatus } from '../api/client'
import {
  useChangeStatus,
  useDeleteItem,
  useItem,
  useSaveItem,
  useTypes,
  type LoadedItem,
  type StatusChange,
} from '../api/queries'
import type { ContentType, Item } from '../api/types'
import { formatWhen, typeLabel } from '../labels'
import { adminPaths } from '../paths'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ErrorState, Loading, NotFound } from '../ui/States'
import { StatusBadge } from '../ui/StatusBadge'
import { useAdminTitle } from '../useAdminTitle'
import { ConflictNotice } from './ConflictNotice'
import { describePath, inFormOrder, langOf } from './diff'
import styles from './edit.module.css'
import { FormContext } from './form/context'
import { FieldList } from './form/fields'
import { useItemForm } from './form/useItemForm'
import { editableFields, emptyFields, inputId, missingTranslations } from './form/values'
import { PublishPanel } from './PublishPanel'
import { RevisionsPanel } from './RevisionsPanel'
import { itemTitle } from './titles'
import { usePathNames } from './usePathNames'

/** /admin/content/:type/:id and /admin/content/:type/new. */
export function EditPage() {
  const { type: typeName = '', id: idParam } = useParams()
  const types = useTypes()
  const id = idParam === undefined ? null : Number(idParam)
  const type = types.data?.find((candidate) => candidate.name === typeName)
  const item = useItem(typeName, type && id !== null && Number.isInteger(id) ? id : null)

  if (types.isPending) return <Loading />
  if (types.isError) return <ErrorState error={types.error} retry={() => void types.refetch()} />
  if (!type || (id !== null && !Number.isInteger(id))) return <NotFound />
  if (id === null && type.singleton) return <NotFound />
  if (id !== null) {
    // The form starts from what the server has now, not from a copy cached on an earlier visit.
    if (item.isPending || (!item.isFetchedAfterMount && item.isFetching)) return <Loading />
    if (item.isError)
      return isStatus(item.error, 404) ? (
        <NotFound />
      ) : (
        <ErrorState error={item.error} retry={() => void item.refetch()} />
      )
  }
  // A new screen per item: the form starts from what the server has.
  return <ItemEditor key={`${type.name}/${id ?? 'new'}`} type={type} opened={item.data ?? null} />
}

type Notice = { text: string; tone: 'ok' | 'problem' } | null

function ItemEditor({ type, opened }: { type: ContentType; opened: LoadedItem | null }) {
  const { t, lang } = useT()
  const navigate = useNavigate()
  const names = usePathNames()
  const id = opened?.item.id ?? null
  // What the server had when the form was loaded or last written by this screen: the version a
  // save claims to change. Refetches of the item never move it.
  const [base, setBase] = useState<LoadedItem | null>(opened)
  const form = useItemForm(() =>
    opened ? editableFields(type.fields, opened.item) : emptyFields(type.fields),
  )
  const [shown, setShown] = useState<Lang>('kz')
  const location = useLocation()
  const [notice, setNotice] = useState<Notice>(() => {
    const text = (location.state as { notice?: string } | null)?.notice
    return text ? { text, tone: 'ok' } : null
  })
  const [conflict, setConflict] = useState<Item | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusError = useRef(false)
  const save = useSaveItem(type.name)
  const status = useChangeStatus(type.name, id ?? 0)
  const remove = useDeleteItem(type.name)
  const publishable = type.publishable ?? !type.singleton
  const typeName = typeLabel(lang, type.name)
  const title = base
    ? itemTitle(base.item[type.title_field], lang, base.item.id)
    : t('admin.edit.newTitle', { type: typeName })
  useAdminTitle(title)

  const announce = useCallback((text: string) => setNotice({ text, tone: 'ok' }), [])
  const context = useMemo(
    () => ({ change: form.change, errors: form.errors, announce }),
    [form.change, form.errors, announce],
  )
  const missing = useMemo(
    () => missingTranslations(type.fields, form.values),
    [type.fields, form.values],
  )

  // Warn before the tab closes on unsaved changes.
  useEffect(() => {
    if (!form.dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [form.dirty])

  // After a 422, focus goes to the first bad field (its language shown on a phone: see failed).
  useEffect(() => {
    if (!focusError.current) return
    focusError.current = false
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (first) first.focus()
    else document.getElementById('edit-errors')?.focus()
  }, [form.errors])

  const failed = (error: unknown) => {
    if (error instanceof ConflictError) {
      setConflict(error.current)
      setNotice(null)
    } else if (isStatus(error, 422) && error instanceof ApiError) {
      const keys = inFormOrder(type.fields, Object.keys(error.errors))
      form.setErrors(
        keys.length
          ? Object.fromEntries(keys.map((key) => [key, error.errors[key] ?? []]))
          : { '': [error.message] },
      )
      const firstLang = keys[0] ? langOf(keys[0]) : null
      if (firstLang) setShown(firstLang)
      setNotice(null)
      focusError.current = true
    } else if (isStatus(error, 401)) {
      setNotice({ text: t('admin.login.expired'), tone: 'problem' })
    } else {
      setNotice({
        text: t('admin.edit.failed', { message: (error as Error).message }),
        tone: 'problem',
      })
    }
  }

  /** Saves the form; true when it was saved. `over` is the version to overwrite knowingly. */
  const saveForm = async (over?: number): Promise<LoadedItem | null> => {
    const sent = form.values
    try {
      const result = await save.mutateAsync({
        id,
        fields: sent,
        version: over ?? base?.version,
      })
      setBase(result)
      setConflict(null)
      form.saved(sent)
      if (id === null) {
        navigate(adminPaths.edit(type.name, result.item.id), {
          replace: true,
          state: { notice: t('admin.edit.created') },
        })
      } else {
        setNotice({ text: t('admin.edit.saved'), tone: 'ok' })
      }
      return result
    } catch (error) {
      failed(error)
      return null
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void saveForm()
  }

  const changeStatus = async (change: StatusChange, done: string) => {
    if (form.dirty && !(await saveForm())) return
    try {
      const result = await status.mutateAsync(change)
      setBase(result)
      setNotice({ text: done, tone: 'ok' })
    } catch (error) {
      failed(error)
    }
  }

  const reloadTheirs = () => {
    if (!conflict) return
    form.load(editableFields(type.fields, conflict))
    setBase({ item: conflict, version: conflict.version })
    setConflict(null)
    setNotice(null)
  }

  const restored = (result: LoadedItem, text: string) => {
    form.load(editableFields(type.fields, result.item))
    setBase(result)
    setNotice({ text, tone: 'ok' })
  }

  const deleteItem = async () => {
    setConfirmDelete(false)
    if (id === null) return
    try {
      await remove.mutateAsync(id)
      navigate(adminPaths.list(type.name), { state: { notice: t('admin.edit.removed') } })
    } catch (error) {
      setNotice({
        text: isStatus(error, 409)
          ? t('admin.edit.inUse')
          : t('admin.edit.failed', { message: (error as Error).message }),
        tone: 'problem',
      })
    }
  }

  const errorEntries = Object.entries(form.errors)
  const busy = save.isPending || status.isPending

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {type.singleton ? null : (
          <p>
            <Link to={adminPaths.list(type.name)} className={styles.back}>
              ← {t('admin.edit.back')}: {typeName}
            </Link>
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {base ? (
          <p className={styles.meta}>
            {publishable ? (
              <StatusBadge status={base.item.status} publishAt={base.item.publish_at} />
            ) : null}
            <span>{t('admin.edit.version', { version: base.version })}</span>
            {base.item.updated_at ? (
              <span>
                {t('admin.edit.lastSaved', {
                  date: formatWhen(base.item.updated_at),
                  email: base.item.updated_by ?? '—',
                })}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>

      <div role="status" className={styles.notice} data-tone={notice?.tone}>
        {notice?.text}
      </div>

      {conflict ? (
        <ConflictNotice
          type={type}
          mine={form.values}
          theirs={conflict}
          onReload={reloadTheirs}
          onOverwrite={() => void saveForm(conflict.version)}
          busy={busy}
        />
      ) : null}

      {errorEntries.length ? (
        <div id="edit-errors" role="alert" tabIndex={-1} className={styles.errors}>
          <h2 className={styles.errorsTitle}>
            {t('admin.edit.errorsTitle', { count: errorEntries.length })}
          </h2>
          <ul>
            {errorEntries.map(([key, messages]) => (
              <li key={key}>
                {key ? (
                  <a
                    href={`#${inputId([key])}`}
                    onClick={(event) => {
                      const target = document.getElementById(inputId([key]))
                      if (!target) return
                      event.preventDefault()
                      target.focus()
                    }}
                  >
                    {describePath(type.fields, key, lang, names)}
                  </a>
                ) : null}
                {key ? ': ' : ''}
                {messages.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.layout}>
        <form
          ref={formRef}
          className={styles.form}
          data-show={shown}
          onSubmit={submit}
          noValidate
          aria-label={title}
        >
          <div className={styles.formTop}>
            <p className={styles.missingSummary} id="missing-summary">
              {t('admin.edit.missingSummary', {
                ru: missing.ru.length,
                en: missing.en.length,
              })}
            </p>
            <div role="group" aria-label={t('admin.edit.languages')} className={styles.langTabs}>
              {LANGS.map((code) => {
                const count = code === 'kz' ? 0 : missing[code].length
                return (
                  <button
                    key={code}
                    type="button"
                    className={styles.langTab}
                    aria-pressed={shown === code}
                    onClick={() => setShown(code)}
                  >
                    {t(`admin.langs.${code}`)}
                    {count ? (
                      <span className={styles.count}>
                        <span aria-hidden="true"> · {count}</span>
                        <span className="visually-hidden">
                          , {t('admin.edit.missingShort')}: {count}
                        </span>
                      </span>
                    ) : null}
                  </button>
                )
              })}
            </div>
          </div>
          <FormContext value={context}>
            <FieldList fields={type.fields} value={form.values} path={[]} />
          </FormContext>
          <div className={styles.saveBar}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {save.isPending ? t('admin.edit.saving') : t('admin.edit.save')}
            </button>
            {form.dirty ? <span className={styles.unsaved}>{t('admin.edit.unsaved')}</span> : null}
          </div>
        </form>

        {base && id !== null ? (
          <aside className={styles.side} aria-label={t('admin.edit.meta')}>
            {publishable ? (
              <PublishPanel
                item={base.item}
                dirty={form.dirty}
                busy={busy}
                onChange={changeStatus}
              />
            ) : base.item.public_path ? (
              <PublishPanel item={base.item} dirty={form.dirty} busy={busy} previewOnly />
            ) : null}
            <RevisionsPanel type={type} id={id} current={base.item} onRestored={restored} />
            {type.singleton ? null : (
              <section className={styles.panel} aria-labelledby="delete-title">
                <h2 id="delete-title" className={styles.panelTitle}>
                  {t('admin.edit.remove')}
                </h2>
                <button
                  type="button"
                  className={styles.danger}
                  onClick={() => setConfirmDelete(true)}
                  disabled={remove.isPending}
                >
                  {t('admin.edit.remove')}
                </button>
              </section>
            )}
          </aside>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('admin.edit.removeConfirm')}
        confirmLabel={t('admin.edit.confirm')}
        onConfirm={() => void deleteItem()}
        onCancel={() => setConfirmDelete(false)}
        danger
      />
    </div>
  )
}
