// An item's publishing state as a coloured word (never colour alone), with the time it goes live.
import { useT } from '@/i18n/LangContext'
import type { Status } from '../api/types'
import { formatWhen } from '../labels'
import styles from './ui.module.css'

export function StatusBadge({ status, publishAt }: { status: Status; publishAt?: string | null }) {
  const { t } = useT()
  return (
    <span className={styles.badge} data-status={status}>
      {t(`admin.status.${status}`)}
      {status === 'scheduled' && publishAt ? (
        <span className={styles.badgeDetail}>
          {' '}
          · {t('admin.status.scheduledFor', { date: formatWhen(publishAt) })}
        </span>
      ) : null}
    </span>
  )
}
