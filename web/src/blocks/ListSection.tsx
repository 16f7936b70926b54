// A list's section on a page under its heading: the content block that introduces the list
// ("Council members", "Events calendar" ...) gives the kicker, title, text and link, or a fixed
// title stands in when no block introduces it. The list keeps the block's place on the page.
import { useId, type ReactNode } from 'react'
import type { Block } from '@/api/types'
import { ButtonLink } from './Button'
import styles from './ListSection.module.css'
import { RichText } from './RichText'
import { Kicker } from './Section'

export function ListSection({
  block,
  title,
  kicker,
  lead,
  aside,
  children,
  id,
  className,
}: {
  /** The block that introduces the list; its texts win over `title`, `kicker` and `lead`. */
  block?: Block
  /** The heading when no block gives one. */
  title: string
  kicker?: string
  lead?: string
  /** Beside the heading on wide screens (a filter). */
  aside?: ReactNode
  children: ReactNode
  /** An anchor for links to the list. */
  id?: string
  className?: string
}) {
  const titleId = useId()
  const top = block?.top || kicker
  const head = (
    <div className={styles.head}>
      {top ? <Kicker>{top}</Kicker> : null}
      <h2 id={titleId} className={styles.title}>
        {block?.title || title}
      </h2>
      {block?.desc ? (
        <RichText html={block.desc} className={styles.lead} />
      ) : lead ? (
        <p className={styles.lead}>{lead}</p>
      ) : null}
    </div>
  )
  return (
    <section
      id={id}
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      {aside ? (
        <div className={styles.headRow}>
          {head}
          {aside}
        </div>
      ) : (
        head
      )}
      {children}
      {block?.link?.url ? (
        <div>
          <ButtonLink href={block.link.url} variant="outline">
            {block.link.text}
          </ButtonLink>
        </div>
      ) : null}
      {block?.bottom ? <p className={styles.bottom}>{block.bottom}</p> : null}
    </section>
  )
}
