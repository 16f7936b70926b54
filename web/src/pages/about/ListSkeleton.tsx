import { Skeleton } from '@/blocks/Skeleton'
import styles from './About.module.css'

/** Rows standing in for an accordion list while it loads. */
export function ListSkeleton() {
  return (
    <div className={styles.skeletonList} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={60} radius={12} />
      ))}
    </div>
  )
}
