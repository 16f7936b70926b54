// A person's or a team's contacts as mailto and tel links with their icons, at the foot of a card
// under a rule: in a row (a team, a project), or stacked and smaller (a person card).
import { telHref } from '@/lib/telHref'
import styles from './Contacts.module.css'
import { Icon } from './Icon'

/** A long address may wrap before its "@" rather than anywhere in the middle of a name. */
function breakableEmail(email: string) {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

export function Contacts({
  email,
  phone,
  label,
  compact = false,
}: {
  email?: string
  phone?: string
  /** Names the list for screen readers ("Contacts"). */
  label?: string
  /** Stacked, in small type: a person card's narrow column. */
  compact?: boolean
}) {
  if (!email && !phone) return null
  return (
    <ul
      role="list"
      className={compact ? `${styles.contacts} ${styles.compact}` : styles.contacts}
      aria-label={label}
    >
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={styles.contact}>
            <Icon name="mail" size={16} />
            <span>{breakableEmail(email)}</span>
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
