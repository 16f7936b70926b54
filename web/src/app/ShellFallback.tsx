import styles from './ShellFallback.module.css'

/** Shown for the instant before the first page chunk arrives: the header's outline, no text. */
export function ShellFallback() {
  return (
    <div className={styles.shell} aria-busy="true">
      <div className={styles.bar} />
      <div className={styles.hero} />
    </div>
  )
}
