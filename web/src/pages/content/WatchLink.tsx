// "Watch the video" under a webinar's or a graduate's card: the recording on another site.
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import styles from './Extras.module.css'

export function WatchLink({ href, label, what }: { href: string; label: string; what: string }) {
  const { t } = useT()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.watch}>
      <Icon name="youtube" size={18} />
      {label}
      <span className="visually-hidden">
        : {what} ({t('campus.newTab')})
      </span>
    </a>
  )
}
