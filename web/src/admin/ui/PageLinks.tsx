// The pages of a list as links (the page is in the address, so every page can be shared):
// previous, where one is, next.
import { Link } from 'react-router'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import styles from './ui.module.css'

export function PageLinks({
  current,
  last,
  hrefFor,
}: {
  current: number
  last: number
  hrefFor: (page: number) => string
}) {
  const { t } = useT()
  if (last <= 1) return null
  return (
    <nav aria-label={t('pagination.label')} className={styles.pager}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={styles.button}>
          <Icon name="chevronLeft" size={18} />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span aria-current="page">
        {t('pagination.page', { page: current })} / {last}
      </span>
      {current < last ? (
        <Link to={hrefFor(current + 1)} className={styles.button}>
          {t('pagination.next')}
          <Icon name="chevronRight" size={18} />
        </Link>
      ) : null}
    </nav>
  )
}
