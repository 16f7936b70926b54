// The error screen of a page. When its data could not be loaded (the server's 5xx, no
// connection), it says so, keeps the address and offers to try again, and tries again by itself
// when the browser is back online. When its module or render failed, it offers a reload (after a
// deploy, reloading fetches the new build).
import { useEffect } from 'react'
import type { FallbackProps } from 'react-error-boundary'
import { ApiError } from '@/api/client'
import { useT } from '@/i18n/LangContext'
import { buttonClass } from '@/blocks/buttonClass'
import styles from './RouteError.module.css'

export function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useT()
  const failedLoad = error instanceof ApiError
  useEffect(
    () => console.warn(failedLoad ? 'Page data failed to load:' : 'Route failed:', error),
    [error, failedLoad],
  )
  useEffect(() => {
    if (!failedLoad) return
    window.addEventListener('online', resetErrorBoundary)
    return () => window.removeEventListener('online', resetErrorBoundary)
  }, [failedLoad, resetErrorBoundary])
  return (
    <div className={`container ${styles.wrap}`} role="alert">
      <h1 className={styles.title}>
        {failedLoad ? t('routeError.loadTitle') : t('routeError.title')}
      </h1>
      <p className={styles.text}>{failedLoad ? t('routeError.loadText') : t('routeError.text')}</p>
      {failedLoad ? (
        <button type="button" className={buttonClass('primary')} onClick={resetErrorBoundary}>
          {t('common.retry')}
        </button>
      ) : (
        <button type="button" className={buttonClass('primary')} onClick={() => location.reload()}>
          {t('routeError.reload')}
        </button>
      )}
    </div>
  )
}
