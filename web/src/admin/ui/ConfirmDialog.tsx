// A yes/no question in a modal dialog (focus moves in, Escape cancels, focus returns).
import { Dialog } from './Dialog'
import { useT } from '@/i18n/LangContext'
import styles from './ui.module.css'

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
}: {
  open: boolean
  title: string
  text?: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  danger?: boolean
}) {
  const { t } = useT()
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      {text ? <p className={styles.confirmText}>{text}</p> : null}
      <div className={styles.confirmButtons}>
        <button
          type="button"
          className={danger ? styles.danger : styles.primary}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('admin.edit.cancel')}
        </button>
      </div>
    </Dialog>
  )
}
