// The main menu on wide screens. An item with children is a disclosure button opening a panel of
// links (click, hover or keyboard; Escape closes and returns focus; leaving closes).
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { MenuItem } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { Icon } from '@/blocks/Icon'
import { Skeleton } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import styles from './DesktopNav.module.css'
import { dropdownLinks, isActive } from './menu'

export function DesktopNav({
  items,
  failed,
  currentPath,
  className,
}: {
  items: MenuItem[] | undefined
  /** In place of the links when the menu could not be loaded (its error, with Retry). */
  failed?: ReactNode
  currentPath: string
  className?: string
}) {
  const { t } = useT()
  const [openId, setOpenId] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)

  // Close when the pointer goes down anywhere outside the menu.
  useEffect(() => {
    if (openId === null) return
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId])

  return (
    <nav ref={navRef} aria-label={t('nav.mainNavigation')} className={className}>
      {items ? (
        <ul role="list" className={styles.list}>
          {items.map((item, index) =>
            item.children.length > 0 ? (
              <Dropdown
                key={item.id}
                item={item}
                align={index < items.length / 2 ? 'start' : 'end'}
                open={openId === item.id}
                active={isActive(item, currentPath)}
                currentPath={currentPath}
                onOpenChange={(open) =>
                  setOpenId((current) => (open ? item.id : current === item.id ? null : current))
                }
              />
            ) : (
              <li key={item.id}>
                <AppLink
                  href={item.url}
                  className={styles.top}
                  aria-current={isActive(item, currentPath) ? 'page' : undefined}
                >
                  {item.title}
                </AppLink>
              </li>
            ),
          )}
        </ul>
      ) : failed ? (
        failed
      ) : (
        <div className={styles.list} aria-hidden="true">
          {[90, 110, 80, 120, 100].map((w, i) => (
            <Skeleton key={i} width={w} height={14} />
          ))}
        </div>
      )}
    </nav>
  )
}

function columnsClass(count: number) {
  if (count > 12) return styles.threeCols
  if (count > 6) return styles.twoCols
  return ''
}

function Dropdown({
  item,
  align,
  open,
  active,
  currentPath,
  onOpenChange,
}: {
  item: MenuItem
  /** Which edge of the item a wide panel lines up with, so it stays on screen. */
  align: 'start' | 'end'
  open: boolean
  active: boolean
  currentPath: string
  onOpenChange: (open: boolean) => void
}) {
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The pointer opened the panel on its way to the button: the click that follows means "open",
  // not "close" (it closed the panel the visitor was reaching for).
  const openedByHover = useRef(false)
  const links = dropdownLinks(item)

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      onOpenChange(false)
      buttonRef.current?.focus()
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
  }

  return (
    // The item's button opens the panel; the item only listens for Escape and focus leaving it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.item}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => {
        openedByHover.current = !open
        onOpenChange(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        onOpenChange(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.top}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => {
          const keepOpen = open && openedByHover.current
          openedByHover.current = false
          onOpenChange(keepOpen || !open)
        }}
      >
        {item.title}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} data-align={align} hidden={!open}>
        <ul role="list" className={`${styles.links} ${columnsClass(links.length)}`}>
          {links.map((link) => (
            <li key={link.id}>
              <AppLink
                href={link.url}
                className={styles.link}
                aria-current={link.url === currentPath ? 'page' : undefined}
                onClick={() => onOpenChange(false)}
              >
                {link.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
