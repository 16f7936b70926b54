import { Link } from './Link'
import { useT } from '@/i18n/LangContext'
import { useLocalize } from '@/routes'
import styles from './Breadcrumbs.module.css'
import { Icon } from './Icon'

/** One step of the trail; the last one (the current page) has no link. */
export interface Crumb {
  label: string
  to?: string
}

export function Breadcrumbs({
  items,
  tone = 'light',
}: {
  items: Crumb[]
  tone?: 'light' | 'dark'
}) {
  const { t } = useT()
  const localize = useLocalize()
  return (
    <nav aria-label={t('nav.breadcrumbs')} className={styles[tone]}>
      <ol role="list" className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={localize(item.to)} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
              {!last ? <Icon name="chevronRight" size={14} className={styles.sep} /> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
