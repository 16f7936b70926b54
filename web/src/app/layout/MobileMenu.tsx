// The main menu on narrow screens: a burger button opening a modal drawer (<dialog>: focus stays
// inside; Escape, the backdrop and following a link close it; focus returns to the button). Items
// with children are accordions. The drawer's links and foot are made when it first opens: closed,
// nobody sees them, and the desktop menu's panels and the header carry the same links for crawlers
// and readers without JavaScript; rendering them twice made a page's server render and its
// hydration a sixth longer.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { GeneralSettings, MenuItem } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { dropdownLinks, isActive } from './menu'
import styles from './MobileMenu.module.css'
import { telHref } from '@/lib/telHref'
import { useBackdropClose } from '@/lib/useBackdropClose'

export function MobileMenu({
  items,
  failed,
  settings,
  currentPath,
  className,
}: {
  items: MenuItem[] | undefined
  /** In place of the links when the menu could not be loaded (its error, with Retry). */
  failed?: ReactNode
  settings: GeneralSettings | undefined
  currentPath: string
  className?: string
}) {
  const { t } = useT()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const drawerId = useId()

  function show() {
    dialogRef.current?.showModal()
    setOpen(true)
    setOpened(true)
  }

  function close() {
    dialogRef.current?.close()
  }

  const backdropClose = useBackdropClose(close)
  // Following a link of the menu closes it.
  const { key } = useLocation()
  useEffect(() => dialogRef.current?.close(), [key])

  return (
    <div className={className}>
      <button
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={show}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={drawerId}
        className={styles.drawer}
        aria-label={t('nav.menu')}
        onClose={() => setOpen(false)}
        {...backdropClose}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <Logo settings={settings} />
            <button type="button" className={styles.close} onClick={close}>
              <Icon name="close" size={24} />
              <span className="visually-hidden">{t('nav.closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={t('nav.mainNavigation')} className={styles.nav}>
            {!opened ? null : !items && failed ? (
              failed
            ) : (
              <ul role="list">
                {(items ?? []).map((item) => (
                  <MobileItem key={item.id} item={item} currentPath={currentPath} />
                ))}
              </ul>
            )}
          </nav>
          {opened ? <DrawerFoot settings={settings} /> : null}
        </div>
      </dialog>
    </div>
  )
}

/** The drawer's foot: the languages and the contacts. */
function DrawerFoot({ settings }: { settings: GeneralSettings | undefined }) {
  return (
    <div className={styles.foot}>
      <LanguageSwitcher />
      {settings?.phone ? (
        <a className={styles.contact} href={telHref(settings.phone)}>
          <Icon name="phone" size={18} />
          {settings.phone}
        </a>
      ) : null}
      {settings?.email ? (
        <a className={styles.contact} href={`mailto:${settings.email}`}>
          <Icon name="mail" size={18} />
          {settings.email}
        </a>
      ) : null}
    </div>
  )
}

function MobileItem({ item, currentPath }: { item: MenuItem; currentPath: string }) {
  const active = isActive(item, currentPath)
  const [expanded, setExpanded] = useState(active)
  const listId = useId()

  if (item.children.length === 0) {
    return (
      <li>
        <AppLink href={item.url} className={styles.top} aria-current={active ? 'page' : undefined}>
          {item.title}
        </AppLink>
      </li>
    )
  }
  return (
    <li>
      <button
        type="button"
        className={styles.top}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {item.title}
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </button>
      <ul role="list" id={listId} className={styles.sub} hidden={!expanded}>
        {dropdownLinks(item).map((link) => (
          <li key={link.id}>
            <AppLink
              href={link.url}
              className={styles.subLink}
              aria-current={link.url === currentPath ? 'page' : undefined}
            >
              {link.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
