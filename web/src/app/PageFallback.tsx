import styles from './PageFallback.module.css'

/** Holds the page's place while its code arrives on a first load (later moves keep the old page). */
export function PageFallback() {
  return <div className={styles.page} aria-busy="true" />
}
