// A modal dialog on <dialog>: the browser keeps focus inside and gives it back to what opened it;
// Escape, the close button and a press on the backdrop close it. The content is mounted only while
// open. (The admin's own, so that it shares no chunk with the public pages' dialogs.)
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { useBackdropClose } from '@/lib/useBackdropClose'
import styles from './ui.module.css'

export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
}) {
  const { t } = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const backdropClose = useBackdropClose(onClose)

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      {...backdropClose}
    >
      {open ? (
        <div className={styles.dialogPanel}>
          <div className={styles.dialogHead}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={styles.button} onClick={onClose}>
              <Icon name="close" size={18} />
              {t('common.close')}
            </button>
          </div>
          <div className={styles.dialogBody}>{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
