// What a screen shows while its data loads, when it fails, and when the role may not see it.
import { Link } from 'react-router'
import { ApiError, NETWORK_ERROR } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { adminPaths } from '../paths'
import styles from './ui.module.css'

export function Loading() {
  const { t } = useT()
  return (
    <p className={styles.loading} role="status">
      {t('admin.app.loading')}
    </p>
  )
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useT()
  if (error instanceof ApiError && error.status === 403) return <NotAllowed />
  const offline = error instanceof ApiError && error.status === NETWORK_ERROR
  return (
    <div className={styles.problem} role="alert">
      <p>{offline ? t('admin.app.offline') : t('admin.app.error')}</p>
      {retry ? (
        <button type="button" className={styles.button} onClick={retry}>
          {t('admin.app.retry')}
        </button>
      ) : null}
    </div>
  )
}

/** A screen the role may not open: the server answered 403, or the role never sees its link. */
export function NotAllowed() {
  const { t } = useT()
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>{t('admin.app.notAllowedTitle')}</h1>
      <p>{t('admin.app.notAllowedText')}</p>
      <Link to={adminPaths.home} className={styles.button}>
        {t('admin.app.toHome')}
      </Link>
    </div>
  )
}

export function NotFound() {
  const { t } = useT()
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>{t('admin.app.notFoundTitle')}</h1>
      <p>{t('admin.app.notFoundText')}</p>
      <Link to={adminPaths.home} className={styles.button}>
        {t('admin.app.toHome')}
      </Link>
    </div>
  )
}
