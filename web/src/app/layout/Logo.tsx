import { Link } from '@/blocks/Link'
import type { GeneralSettings } from '@/api/types'
import { Skeleton } from '@/blocks/Skeleton'
import { paths, useLocalize } from '@/routes'
import styles from './Logo.module.css'

/** The university's logo (mark and wordmark in one file), linking home. */
export function Logo({
  settings,
  src,
  className,
  compact = false,
  belowTheFold = false,
}: {
  settings: GeneralSettings | undefined
  /** Show only the mark on narrow phones (the header bar). */
  compact?: boolean
  /** Another logo file (the footer's, for dark backgrounds). */
  src?: string
  className?: string
  /**
   * Loaded only as the visitor nears it (the footer's): the server's render then preloads it
   * with the page's first requests no longer, where it took bandwidth from the stylesheet.
   */
  belowTheFold?: boolean
}) {
  const localize = useLocalize()
  const logo = src || settings?.logo
  return (
    <Link
      to={localize(paths.home)}
      className={[styles.logo, compact ? styles.compact : '', className].filter(Boolean).join(' ')}
    >
      {logo && settings ? (
        <img
          src={logo}
          alt={settings.name}
          width={160}
          height={48}
          loading={belowTheFold ? 'lazy' : undefined}
          className={styles.image}
        />
      ) : (
        <Skeleton width={160} height={48} radius={8} />
      )}
    </Link>
  )
}
