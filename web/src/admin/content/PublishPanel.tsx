// Publishing an item: its state, publish now, schedule for a time, unpublish, and a preview of the
// saved version as the public page shows it (the server shows drafts to staff with ?preview=1).
import { useId, useState } from 'react'
import { useT } from '@/i18n/LangContext'
import type { StatusChange } from '../api/queries'
import type { Item } from '../api/types'
import { StatusBadge } from '../ui/StatusBadge'
import styles from './edit.module.css'
import { toRfc3339 } from './time'

export function PublishPanel({
  item,
  dirty,
  busy,
  onChange,
  previewOnly,
}: {
  item: Item
  dirty: boolean
  busy: boolean
  onChange?: (change: StatusChange, done: string) => void
  previewOnly?: boolean
}) {
  const { t } = useT()
  const id = useId()
  const [at, setAt] = useState('')
  const [invalid, setInvalid] = useState(false)
  const schedule = () => {
    const publishAt = toRfc3339(at)
    if (!publishAt) {
      setInvalid(true)
      document.getElementById(`${id}-at`)?.focus()
      return
    }
    onChange?.({ action: 'publish', publishAt }, t('admin.edit.scheduled'))
  }
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {previewOnly ? t('admin.edit.preview') : t('admin.edit.publishing')}
      </h2>
      {previewOnly ? null : (
        <>
          <p>
            <StatusBadge status={item.status} publishAt={item.publish_at} />
          </p>
          {dirty ? <p className={styles.hint}>{t('admin.edit.saveFirst')}</p> : null}
          <div className={styles.buttons}>
            {item.status !== 'published' ? (
              <button
                type="button"
                className={styles.primary}
                disabled={busy}
                onClick={() => onChange?.({ action: 'publish' }, t('admin.edit.published'))}
              >
                {t('admin.edit.publishNow')}
              </button>
            ) : null}
            {item.status !== 'draft' ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => onChange?.({ action: 'unpublish' }, t('admin.edit.unpublished'))}
              >
                {t('admin.edit.unpublish')}
              </button>
            ) : null}
          </div>
          <div className={styles.schedule}>
            <label htmlFor={`${id}-at`}>{t('admin.edit.publishAt')}</label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              className={styles.input}
              value={at}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-at-error` : undefined}
              onChange={(e) => {
                setAt(e.target.value)
                setInvalid(false)
              }}
            />
            {invalid ? (
              <p id={`${id}-at-error`} className={styles.fieldError}>
                {t('admin.edit.scheduleInvalid')}
              </p>
            ) : null}
            <button type="button" className={styles.secondary} disabled={busy} onClick={schedule}>
              {t('admin.edit.schedule')}
            </button>
          </div>
        </>
      )}
      {item.public_path ? (
        <p className={styles.preview}>
          <a
            href={`${item.public_path}?preview=1`}
            target="_blank"
            rel="noopener"
            className={styles.secondary}
            aria-describedby={`${id}-preview-hint`}
          >
            {t('admin.edit.preview')}
            <span className="visually-hidden"> ({t('admin.edit.newTab')})</span>
          </a>
          <span id={`${id}-preview-hint`} className={styles.hint}>
            {t('admin.edit.previewHint')}
          </span>
        </p>
      ) : null}
    </section>
  )
}
