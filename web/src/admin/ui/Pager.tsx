// Previous / next for a list kept in component state (a dialog's library), with where one is.
import { useT } from '@/i18n/LangContext'
import styles from './ui.module.css'

export function Pager({
  current,
  last,
  onPage,
}: {
  current: number
  last: number
  onPage: (page: number) => void
}) {
  const { t } = useT()
  if (last <= 1) return null
  return (
    <nav aria-label={t('pagination.label')} className={styles.pager}>
      <button
        type="button"
        className={styles.button}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.page', { page: current })}</span>
      <button
        type="button"
        className={styles.button}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}
