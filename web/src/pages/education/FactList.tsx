// The top of a programme or grant page: the record's own text beside a card of its key facts
// (level, code, duration, amount, deadline ...) as a description list.
import type { ReactNode } from 'react'
import styles from './Education.module.css'

export interface Fact {
  label: string
  value: ReactNode
  /** A value of a sentence or more (a degree, a partner): a row of its own on phones. */
  wide?: boolean
}

export function RecordOverview({
  text,
  facts,
  factsTitle,
  action,
}: {
  text: string
  facts: Fact[]
  /** Heads the facts card ("The programme at a glance"). */
  factsTitle: string
  action?: ReactNode
}) {
  const shown = facts.filter((fact) => fact.value !== '' && fact.value !== null)
  return (
    <div className={styles.overview}>
      <p className={styles.overviewLead}>{text}</p>
      {shown.length > 0 ? (
        <aside className={styles.factsCard} aria-labelledby="record-facts">
          <h2 id="record-facts" className={styles.factsTitle}>
            {factsTitle}
          </h2>
          <dl className={styles.facts}>
            {shown.map((fact) => (
              <div
                key={fact.label}
                className={fact.wide ? `${styles.fact} ${styles.factWide}` : styles.fact}
              >
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {action ? <div className={styles.factsAction}>{action}</div> : null}
        </aside>
      ) : null}
    </div>
  )
}
