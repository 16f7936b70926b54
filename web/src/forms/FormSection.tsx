// A form placed in a page: a card with the form's title and lead beside (or, on phones, above)
// the form. The form itself (a deferred one, see deferred.tsx) renders, and so loads, once the
// section comes near the viewport; until then a skeleton of its size holds the place.
import { Suspense, useId, useRef, type ReactNode } from 'react'
import { Kicker } from '@/blocks/Section'
import { SkeletonText } from '@/blocks/Skeleton'
import { useNearViewport } from '@/lib/useNearViewport'
import styles from './FormSection.module.css'

export function FormSection({
  kicker,
  title,
  lead,
  aside,
  children,
  id,
}: {
  kicker?: string
  title: string
  lead?: ReactNode
  /** More beside the title (a picture, a list of points). */
  aside?: ReactNode
  children: ReactNode
  /** An anchor, e.g. to scroll to the form from a list. */
  id?: string
}) {
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  const near = useNearViewport(body)
  const placeholder = (
    <div className={styles.placeholder}>
      <SkeletonText lines={8} />
    </div>
  )
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.intro}>
        {kicker ? <Kicker>{kicker}</Kicker> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {aside}
      </div>
      <div ref={body} className={styles.body}>
        {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
    </section>
  )
}
