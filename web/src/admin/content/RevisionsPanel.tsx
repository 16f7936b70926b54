// The saves of an item, newest first: who, when, which fields; a chosen one compared with the
// current item field by field and language by language, and restored (as a new save).
import { useId, useMemo, useState } from 'react'
import { useT } from '@/i18n/LangContext'
import { useRestore, useRevision, useRevisions, type LoadedItem } from '../api/queries'
import type { ContentType, Item } from '../api/types'
import { fieldLabel, formatWhen } from '../labels'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ErrorState, Loading } from '../ui/States'
import { diffFields } from './diff'
import { DiffTable } from './DiffTable'
import styles from './edit.module.css'
import { editableFields } from './form/values'
import { usePathNames } from './usePathNames'

export function RevisionsPanel({
  type,
  id,
  current,
  onRestored,
}: {
  type: ContentType
  id: number
  current: Item
  onRestored: (result: LoadedItem, notice: string) => void
}) {
  const { t, lang } = useT()
  const headingId = useId()
  const revisions = useRevisions(type.name, id)
  const [open, setOpen] = useState<number | null>(null)
  const [restoring, setRestoring] = useState<number | null>(null)
  const restore = useRestore(type.name, id)
  const [problem, setProblem] = useState<string | null>(null)

  const confirmRestore = async () => {
    const rev = restoring
    setRestoring(null)
    if (rev === null) return
    try {
      const result = await restore.mutateAsync(rev)
      setOpen(null)
      setProblem(null)
      onRestored(result, t('admin.revisions.restored', { rev }))
    } catch (error) {
      setProblem(t('admin.edit.failed', { message: (error as Error).message }))
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('admin.revisions.title')}
      </h2>
      {problem ? (
        <p role="alert" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
      {revisions.isPending ? (
        <Loading />
      ) : revisions.isError ? (
        <ErrorState error={revisions.error} retry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <p className={styles.hint}>{t('admin.revisions.empty')}</p>
      ) : (
        <ol className={styles.revisions}>
          {revisions.data.map((revision) => (
            <li key={revision.rev} className={styles.revision}>
              <p className={styles.revisionHead}>
                <strong>{t('admin.revisions.rev', { rev: revision.rev })}</strong>{' '}
                <span>
                  {formatWhen(revision.at)}, {revision.email}
                </span>
              </p>
              {revision.changed.length ? (
                <p className={styles.hint}>
                  {t('admin.revisions.changed', {
                    fields: revision.changed.map((name) => fieldLabel(lang, name)).join(', '),
                  })}
                </p>
              ) : null}
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-expanded={open === revision.rev}
                  aria-controls={`${headingId}-${revision.rev}`}
                  onClick={() => setOpen(open === revision.rev ? null : revision.rev)}
                >
                  {open === revision.rev ? t('admin.revisions.hide') : t('admin.revisions.compare')}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={restore.isPending || revision.rev === current.version}
                  onClick={() => setRestoring(revision.rev)}
                >
                  {t('admin.revisions.restore')}
                </button>
              </div>
              <div id={`${headingId}-${revision.rev}`}>
                {open === revision.rev ? (
                  <RevisionDiff type={type} id={id} rev={revision.rev} current={current} />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('admin.revisions.restore')}
        text={t('admin.revisions.restoreConfirm', { rev: restoring ?? 0 })}
        confirmLabel={t('admin.revisions.restore')}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      />
    </section>
  )
}

function RevisionDiff({
  type,
  id,
  rev,
  current,
}: {
  type: ContentType
  id: number
  rev: number
  current: Item
}) {
  const { t, lang } = useT()
  const names = usePathNames()
  const revision = useRevision(type.name, id, rev)
  const rows = useMemo(
    () =>
      revision.data?.document
        ? diffFields(
            type.fields,
            editableFields(type.fields, revision.data.document),
            editableFields(type.fields, current),
            lang,
            names,
          )
        : [],
    [revision.data, type.fields, current, lang, names],
  )
  if (revision.isPending) return <Loading />
  if (revision.isError)
    return <ErrorState error={revision.error} retry={() => void revision.refetch()} />
  if (!rows.length) return <p className={styles.hint}>{t('admin.revisions.noDifferences')}</p>
  return (
    <DiffTable
      rows={rows}
      caption={t('admin.revisions.diffTitle', { rev })}
      beforeLabel={t('admin.revisions.before')}
      afterLabel={t('admin.revisions.after')}
    />
  )
}
