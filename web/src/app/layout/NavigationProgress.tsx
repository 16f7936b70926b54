import { useNavigation } from 'react-router'
import styles from './NavigationProgress.module.css'

/** A thin bar at the top of the window while a page module is loading. */
export function NavigationProgress() {
  const navigation = useNavigation()
  return <div className={styles.bar} data-active={navigation.state !== 'idle'} aria-hidden="true" />
}
