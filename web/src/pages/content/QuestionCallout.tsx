// The virtual reception's invitation to write to the rector: a button opening the question form
// in a modal.
import { useState } from 'react'
import { buttonClass } from '@/blocks/buttonClass'
import { Icon } from '@/blocks/Icon'
import { Modal } from '@/blocks/Modal'
import { QuestionForm } from '@/forms/deferred'
import { useT } from '@/i18n/LangContext'
import styles from './Extras.module.css'

export function QuestionCallout() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  return (
    <aside className={styles.callout} aria-labelledby="question-callout-title">
      <Icon name="mail" size={32} className={styles.calloutIcon} />
      <div className={styles.calloutText}>
        <p className={styles.calloutKicker}>{t('forms.question.kicker')}</p>
        <h2 id="question-callout-title" className={styles.calloutTitle}>
          {t('forms.question.sectionTitle')}
        </h2>
        <p>{t('forms.question.sectionText')}</p>
      </div>
      <button
        type="button"
        className={buttonClass('gold')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('forms.question.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('forms.question.title')}
        lead={t('forms.question.lead')}
      >
        <QuestionForm />
      </Modal>
    </aside>
  )
}
