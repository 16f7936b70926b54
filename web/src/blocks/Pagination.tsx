// Page links (not buttons): the page number lives in the URL, so every page is a shareable link.
import { Link } from './Link'
import { KEEP_SCROLL } from '@/lib/keepScroll'
import { useT } from '@/i18n/LangContext'
import { Icon } from './Icon'
import styles from './Pagination.module.css'
import { paginationRange } from './paginationRange'

export function Pagination({
  meta,
  hrefFor,
  keepScroll,
  label,
}: {
  /** The list's page and page count as the API answers them; none while the list loads. */
  meta: { current_page: number; last_page: number } | undefined
  /** The link (already localized) of a page number. */
  hrefFor: (page: number) => string
  /** Keep the scroll position (a list in the middle of a page). */
  keepScroll?: boolean
  /** Names the navigation when a page has several lists that page (landmarks must differ). */
  label?: string
}) {
  const { t } = useT()
  if (!meta || meta.last_page <= 1) return null
  const { current_page: current, last_page: last } = meta
  const slots = paginationRange(current, last)
  return (
    <nav aria-label={label ?? t('pagination.label')} className={styles.nav}>
      <PageArrow
        page={current - 1}
        disabled={current <= 1}
        label={t('pagination.previous')}
        icon="chevronLeft"
        hrefFor={hrefFor}
        keepScroll={keepScroll}
      />
      <ol role="list" className={styles.list}>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                state={keepScroll ? KEEP_SCROLL : undefined}
                className={styles.page}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PageArrow
        page={current + 1}
        disabled={current >= last}
        label={t('pagination.next')}
        icon="chevronRight"
        hrefFor={hrefFor}
        keepScroll={keepScroll}
      />
    </nav>
  )
}

function PageArrow({
  page,
  disabled,
  label,
  icon,
  hrefFor,
  keepScroll,
}: {
  page: number
  disabled: boolean
  label: string
  icon: 'chevronLeft' | 'chevronRight'
  hrefFor: (page: number) => string
  keepScroll?: boolean
}) {
  if (disabled) {
    return (
      <span className={`${styles.page} ${styles.arrow} ${styles.disabled}`} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
    )
  }
  return (
    <Link
      to={hrefFor(page)}
      state={keepScroll ? KEEP_SCROLL : undefined}
      className={`${styles.page} ${styles.arrow}`}
      aria-label={label}
    >
      <Icon name={icon} size={18} />
    </Link>
  )
}
