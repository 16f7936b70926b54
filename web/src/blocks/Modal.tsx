// A modal window on <dialog>: focus moves in and stays inside, Escape, the close button and a
// click on the backdrop close it, and focus returns to what opened it. The content is mounted only
// while it is open, so a form in it starts afresh each time.
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import { useBackdropClose } from '@/lib/useBackdropClose'
import { Icon } from './Icon'
import styles from './Modal.module.css'
import { SkeletonText } from './Skeleton'

export function Modal({
  open,
  onClose,
  title,
  lead,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  lead?: ReactNode
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
        <div className={styles.panel}>
          <div className={styles.head}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
            </div>
            <button type="button" className={styles.close} onClick={onClose}>
              <Icon name="close" size={22} />
              <span className="visually-hidden">{t('common.close')}</span>
            </button>
          </div>
          <div className={styles.body}>
            {/* A deferred form loads when its dialog opens. */}
            <Suspense fallback={<SkeletonText lines={6} />}>{children}</Suspense>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
