// The states of a list a page loads besides its own data: a skeleton of the list's final size
// while it loads, what an empty list says, and a failure with a Retry button — never a silent gap
// where a section was. The list itself is the caller's (cards, rows, a slider).
import type { ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import { buttonClass } from './buttonClass'
import type { ListQuery } from './listQuery'
import styles from './QueryList.module.css'

export function QueryList<T>({
  query,
  skeleton,
  empty,
  children,
}: {
  query: ListQuery<T[]>
  /** Stands where the list will be, with its size, while it loads. */
  skeleton: ReactNode
  /** What an empty list says; without it an empty list shows nothing. */
  empty?: ReactNode
  children: (items: T[]) => ReactNode
}) {
  if (query.data) {
    if (query.data.length > 0) return children(query.data)
    return empty ? <ListEmpty>{empty}</ListEmpty> : null
  }
  if (query.isError) {
    return <ListError retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
  return skeleton
}

/** What an empty list says, in its place. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>
}

/**
 * A list that could not be loaded, in place of the list, with a button to load it again.
 * `message` says which part is missing when the rest of the list could be shown.
 */
export function ListError({
  onRetry,
  retrying,
  message,
}: {
  onRetry: () => void
  retrying: boolean
  message?: string
}) {
  const { t } = useT()
  return (
    <div className={styles.error}>
      <p>{message ?? t('common.listError')}</p>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {t('common.retry')}
      </button>
    </div>
  )
}
