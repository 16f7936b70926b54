// The one place the app renders HTML: the server's sanitized rich text (block texts, news
// bodies, announcements…), typed SafeHtml, which only an API answer carries; a plain string does
// not type-check, and eslint forbids dangerouslySetInnerHTML everywhere else. Links to app paths
// inside it are followed client-side and in the current language, like every other link.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import type { SafeHtml } from '@/api/types'
import { isAppPath, useLocalize } from '@/routes'
import styles from './RichText.module.css'

export function RichText({
  html,
  className,
  size = 'md',
}: {
  html: SafeHtml
  className?: string
  size?: 'md' | 'lg'
}) {
  const navigate = useNavigate()
  const localize = useLocalize()
  if (!html) return null

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || anchor.target === '_blank' || !isAppPath(href)) return
    event.preventDefault()
    void navigate(localize(href))
  }

  return (
    // The click handler only upgrades ordinary links (Enter on a link fires click too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={[styles.rich, size === 'lg' ? styles.lg : '', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
