// A research team's or a partner project's contacts as mailto and tel links.
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { telHref } from '@/lib/telHref'
import styles from './Science.module.css'

export function Contacts({ email, phone }: { email: string; phone: string }) {
  const { t } = useT()
  if (!email && !phone) return null
  return (
    <ul role="list" className={styles.contacts} aria-label={t('science.contacts')}>
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={styles.contact}>
            <Icon name="mail" size={16} />
            <span>{email}</span>
          </a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <a href={telHref(phone)} className={styles.contact}>
            <Icon name="phone" size={16} />
            <span>{phone}</span>
          </a>
        </li>
      ) : null}
    </ul>
  )
}
