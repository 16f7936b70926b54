// A list's section on a page: its heading (its own, or the page block that introduces the list)
// above the list. While the list loads it says so to screen readers.
import { useId, type ReactNode } from 'react'
import type { Block } from '@/api/types'
import { RichText } from '@/blocks/RichText'
import { Kicker } from '@/blocks/Section'
import styles from './Science.module.css'

export function ListSection({
  kicker,
  title,
  lead,
  heading,
  busy = false,
  children,
}: {
  kicker?: string
  title: string
  lead?: string
  /** A block that titles the list in place of `kicker`, `title` and `lead`. */
  heading?: Block
  busy?: boolean
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section className={styles.group} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.groupHead}>
        {(heading ? heading.top : kicker) ? (
          <Kicker>{heading ? heading.top : kicker}</Kicker>
        ) : null}
        <h2 id={titleId} className={styles.groupTitle}>
          {heading?.title || title}
        </h2>
        {heading ? (
          <RichText html={heading.desc} className={styles.groupLead} />
        ) : lead ? (
          <p className={styles.groupLead}>{lead}</p>
        ) : null}
      </div>
      {children}
    </section>
  )
}
