import styles from './About.module.css'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from '@/blocks/Skeleton.module.css'

/** Rows standing in for an accordion list while it loads. */
export function ListSkeleton() {
  return (
    <div className={styles.skeletonList} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className={`${skeleton.skeleton} ${styles.skeletonRow}`} aria-hidden="true" />
      ))}
    </div>
  )
}
