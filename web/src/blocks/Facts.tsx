// A record's facts ("Funder: …", "Period: …") as a panel beside its summary, the empty ones left
// out: the opening of a record's page (a project, a grant, an activity, an announcement).
import type { ReactNode } from 'react'
import styles from './Facts.module.css'

export interface Fact {
  label: string
  value: ReactNode
}

export function Facts({ items }: { items: Fact[] }) {
  const shown = items.filter((item) => item.value)
  if (shown.length === 0) return null
  return (
    <dl className={styles.facts}>
      {shown.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
