// A save refused with 412: someone else saved the item after this screen opened it. Their version
// is shown against mine, field by field; loading theirs or saving mine over theirs is the editor's
// explicit choice, never done silently.
import { useEffect, useMemo, useRef } from 'react'
import { useT } from '@/i18n/LangContext'
import type { ContentType, Fields, Item } from '../api/types'
import { formatWhen } from '../labels'
import { diffFields } from './diff'
import { DiffTable } from './DiffTable'
import styles from './edit.module.css'
import { editableFields } from './form/values'
import { usePathNames } from './usePathNames'

export function ConflictNotice({
  type,
  mine,
  theirs,
  onReload,
  onOverwrite,
  busy,
}: {
  type: ContentType
  mine: Fields
  theirs: Item
  onReload: () => void
  onOverwrite: () => void
  busy: boolean
}) {
  const { t, lang } = useT()
  const names = usePathNames()
  const heading = useRef<HTMLHeadingElement>(null)
  const rows = useMemo(
    () => diffFields(type.fields, editableFields(type.fields, theirs), mine, lang, names),
    [type.fields, theirs, mine, lang, names],
  )
  useEffect(() => heading.current?.focus(), [theirs])
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className={styles.conflictTitle}>
        {t('admin.conflict.title')}
      </h2>
      <p>
        {t('admin.conflict.text', {
          email: theirs.updated_by ?? '—',
          date: formatWhen(theirs.updated_at),
        })}
      </p>
      {rows.length ? (
        <>
          <p>{t('admin.conflict.differences')}</p>
          <DiffTable
            rows={rows}
            caption={t('admin.conflict.title')}
            beforeLabel={t('admin.conflict.theirs')}
            afterLabel={t('admin.conflict.mine')}
          />
        </>
      ) : (
        <p>{t('admin.conflict.same')}</p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={onReload} disabled={busy}>
          {t('admin.conflict.reload')}
        </button>
        <button type="button" className={styles.secondary} onClick={onOverwrite} disabled={busy}>
          {t('admin.conflict.overwrite')}
        </button>
      </div>
    </section>
  )
}
