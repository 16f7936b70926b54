// The error screen of a route whose module or render failed: a plain explanation and a reload
// button (after a deploy, reloading fetches the new build).
import { useEffect } from 'react'
import type { FallbackProps } from 'react-error-boundary'
import { useT } from '@/i18n/LangContext'
import { buttonClass } from '@/blocks/buttonClass'
import styles from './RouteError.module.css'

export function RouteError({ error }: FallbackProps) {
  const { t } = useT()
  useEffect(() => console.warn('Route failed:', error), [error])
  return (
    <div className={`container ${styles.wrap}`} role="alert">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  )
}
