import { useNavigationPending } from '@/lib/pendingNavigation'
import styles from './NavigationProgress.module.css'

/** A thin bar at the top of the window while the next page's code is loading. */
export function NavigationProgress() {
  const pending = useNavigationPending()
  return <div className={styles.bar} data-active={pending} aria-hidden="true" />
}
