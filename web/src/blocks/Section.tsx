// A page section with its heading row: kicker, title, optional lead and an action link.
import { useId, type ReactNode } from 'react'
import styles from './Section.module.css'

export type SectionTone = 'plain' | 'tinted' | 'dark'

export function Section({
  kicker,
  title,
  lead,
  action,
  tone = 'plain',
  children,
  className,
}: {
  kicker?: ReactNode
  title: ReactNode
  lead?: ReactNode
  action?: ReactNode
  tone?: SectionTone
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <section
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="container">
        <div className={styles.head}>
          <div className={styles.titles}>
            {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
          </div>
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

/** The small gold-ruled line above a title. */
export function Kicker({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={[styles.kicker, className].filter(Boolean).join(' ')}>{children}</p>
}
