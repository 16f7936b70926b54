// The service centre's archive requests: four cards, each opening its form in a modal.
import { useState } from 'react'
import { buttonClass } from '@/blocks/buttonClass'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { Modal } from '@/blocks/Modal'
import { ArchiveForm } from '@/forms/deferred'
import { ARCHIVE_TYPES, type ArchiveType } from '@/forms/archiveTypes'
import { useT } from '@/i18n/LangContext'
import styles from './Extras.module.css'

export function ArchiveRequests() {
  const { t } = useT()
  const [open, setOpen] = useState<ArchiveType | null>(null)
  return (
    <ListSection
      title={t('forms.archive.title')}
      kicker={t('forms.archive.kicker')}
      lead={t('forms.archive.lead')}
    >
      <ul role="list" className={styles.requestCards}>
        {ARCHIVE_TYPES.map((type) => (
          <li key={type} className={styles.requestCard}>
            <Icon name="file" size={28} className={styles.requestIcon} />
            <h3 className={styles.requestTitle}>{t(`forms.archive.types.${type}.title`)}</h3>
            <p className={styles.requestText}>{t(`forms.archive.types.${type}.desc`)}</p>
            <button
              type="button"
              className={buttonClass('outline', styles.requestButton)}
              aria-haspopup="dialog"
              aria-label={`${t('forms.archive.open')}: ${t(`forms.archive.types.${type}.title`)}`}
              onClick={() => setOpen(type)}
            >
              {t('forms.archive.open')}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`forms.archive.types.${open}.title`) : ''}
        lead={open ? t(`forms.archive.types.${open}.desc`) : undefined}
      >
        {open ? <ArchiveForm key={open} type={open} /> : null}
      </Modal>
    </ListSection>
  )
}
