// A menu that could not be loaded says so where its links would be, with Retry: without it a
// visitor would see a menu that never arrives (the header's stand-in) or no menu at all.
import { buttonClass } from '@/blocks/buttonClass'
import type { ListQuery } from '@/blocks/listQuery'
import { useT } from '@/i18n/LangContext'
import styles from './MenuError.module.css'

export function MenuError({ menu, tone }: { menu: ListQuery<unknown>; tone?: 'dark' }) {
  const { t } = useT()
  return (
    <p className={tone === 'dark' ? `${styles.error} ${styles.dark}` : styles.error}>
      <span>{t('nav.menuError')}</span>
      <button
        type="button"
        className={buttonClass('text', styles.retry)}
        onClick={() => void menu.refetch()}
        disabled={menu.isFetching}
        aria-busy={menu.isFetching || undefined}
      >
        {t('common.retry')}
      </button>
    </p>
  )
}
