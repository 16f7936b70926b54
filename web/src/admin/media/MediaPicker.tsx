// The dialog that picks a file for a field: upload a new one or choose from the library.
import { Dialog } from '../ui/Dialog'
import { useT } from '@/i18n/LangContext'
import type { Media, MediaKind } from '../api/types'
import { MediaGrid } from './MediaGrid'
import styles from './media.module.css'
import { UploadForm } from './UploadForm'

export function MediaPicker({
  open,
  kind,
  onClose,
  onPick,
}: {
  open: boolean
  kind: MediaKind
  onClose: () => void
  onPick: (media: Media) => void
}) {
  const { t } = useT()
  return (
    <Dialog open={open} onClose={onClose} title={t('admin.media.pickTitle')}>
      <div className={styles.picker}>
        <UploadForm kind={kind} onUploaded={onPick} />
        <MediaGrid
          kind={kind}
          action={(media) => (
            <button type="button" className={styles.secondary} onClick={() => onPick(media)}>
              {t('admin.media.pick')}
              <span className="visually-hidden">: {media.original_name}</span>
            </button>
          )}
        />
      </div>
    </Dialog>
  )
}
