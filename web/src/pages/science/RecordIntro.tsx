// The opening of a record's page (a project, a grant, an activity, an announcement): its summary
// as a lead beside a panel of its facts, and an optional way back to where it belongs.
import type { ReactNode } from 'react'
import { Link } from '@/blocks/Link'
import { Icon } from '@/blocks/Icon'
import type { SafeHtml } from '@/api/types'
import { RichText } from '@/blocks/RichText'
import { plainText } from '@/lib/plainText'
import { useLocalize } from '@/routes'
import { Facts } from '@/blocks/Facts'
import styles from './Science.module.css'

export function RecordIntro({
  text,
  facts,
  back,
  children,
}: {
  /** The summary: sanitized HTML, or a plain sentence (which the sanitizer only escaped). */
  text?: SafeHtml
  facts: { label: string; value: ReactNode }[]
  back?: { to: string; label: string }
  children?: ReactNode
}) {
  const localize = useLocalize()
  return (
    <div className={styles.intro}>
      <div className={styles.introText}>
        {!text ? null : text.startsWith('<') ? (
          <RichText html={text} size="lg" />
        ) : (
          <p className={styles.introLead}>{plainText(text)}</p>
        )}
        {children}
      </div>
      <div className={styles.introAside}>
        <Facts items={facts} />
        {back ? (
          <Link to={localize(back.to)} className={styles.backLink}>
            <Icon name="arrowLeft" size={16} />
            {back.label}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
