// A submission's and a mail's state as a coloured word (never colour alone).
import styles from './inbox.module.css'
import { useInboxLabels } from './labels'

export function ApplicationStatusBadge({ status }: { status: string }) {
  const labels = useInboxLabels()
  return (
    <span className={styles.badge} data-status={status}>
      {labels.status(status)}
    </span>
  )
}

export function MailStatusBadge({ status }: { status: string }) {
  const labels = useInboxLabels()
  return (
    <span className={styles.badge} data-mail={status}>
      {labels.mail(status)}
    </span>
  )
}
