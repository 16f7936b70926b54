// The frame of every signed-in screen: a header with the staff member, the interface language and
// signing out; the sections grouped in a navigation (folded behind a button on a phone); <main>,
// which takes focus after each move to another screen, as a page load would give it.
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { Link, Outlet, useLocation } from 'react-router'
import { useT } from '@/i18n/LangContext'
import { useInboxSummary, useLogout, useTypes } from '../api/queries'
import { typeLabel } from '../labels'
import { adminPaths, SINGLETON_ID } from '../paths'
import { can, useStaff } from '../session'
import { Loading } from '../ui/States'
import { PickerHost } from '../media/PickerHost'
import { LanguageSwitch } from './LanguageSwitch'
import styles from './layout.module.css'

export function AdminLayout() {
  const { t } = useT()
  const me = useStaff()
  const logout = useLogout()
  const { pathname } = useLocation()
  const navId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  useFocusMainOnNavigation(pathname)
  // A chosen section closes the phone's menu.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setMenuOpen(false)
  }

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        {t('admin.app.skip')}
      </a>
      <header className={styles.header}>
        <Link to={adminPaths.home} className={styles.brand}>
          {t('admin.app.title')}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('admin.header.menu')}
        </button>
        <div className={styles.account}>
          <span className="visually-hidden">{t('admin.header.account')} </span>
          <span className={styles.email}>{me.email}</span>
          <span className={styles.role}>{t(`admin.roles.${me.role}`)}</span>
        </div>
        <LanguageSwitch />
        <a href="/" className={styles.headerLink}>
          {t('admin.app.toSite')}
        </a>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => logout.mutate(undefined)}
          disabled={logout.isPending}
        >
          {t('admin.header.logout')}
        </button>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          aria-label={t('admin.nav.label')}
          className={styles.nav}
          data-open={menuOpen || undefined}
        >
          <Navigation />
        </nav>
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]}>
            <Suspense fallback={<Loading />}>
              <PickerHost>
                <Outlet />
              </PickerHost>
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  )
}

function Navigation() {
  const { t, lang } = useT()
  const me = useStaff()
  const editor = can.editContent(me.role)
  const types = useTypes(editor)
  const content = editor ? (types.data ?? []).filter((type) => !type.singleton) : []
  const singletons = editor ? (types.data ?? []).filter((type) => type.singleton) : []
  const link = (to: string, text: string, end = false) => (
    <li>
      <NavItem to={to} end={end}>
        {text}
      </NavItem>
    </li>
  )
  return (
    <>
      <ul className={styles.navList}>{link(adminPaths.home, t('admin.nav.home'), true)}</ul>
      {/* New submissions wait for someone: the inbox comes first. */}
      {can.readApplications(me.role) ? (
        <NavGroup title={t('admin.nav.inbox')}>
          <li>
            <NavItem to={adminPaths.applications}>
              {t('admin.nav.applications')}
              <NewCount />
            </NavItem>
          </li>
          {link(adminPaths.outbox, t('admin.nav.outbox'))}
          {can.administer(me.role)
            ? link(adminPaths.notifications, t('admin.nav.notifications'))
            : null}
        </NavGroup>
      ) : null}
      {content.length ? (
        <NavGroup title={t('admin.nav.content')}>
          {content.map((type) => (
            <li key={type.name}>
              <NavItem to={adminPaths.list(type.name)}>{typeLabel(lang, type.name)}</NavItem>
            </li>
          ))}
        </NavGroup>
      ) : null}
      {editor ? (
        <NavGroup title={t('admin.nav.tools')}>
          {link(adminPaths.media, t('admin.nav.media'))}
          {link(adminPaths.translations, t('admin.nav.translations'))}
        </NavGroup>
      ) : null}
      {can.administer(me.role) ? (
        <NavGroup title={t('admin.nav.administration')}>
          {singletons.map((type) => (
            <li key={type.name}>
              <NavItem to={adminPaths.edit(type.name, SINGLETON_ID)}>
                {typeLabel(lang, type.name)}
              </NavItem>
            </li>
          ))}
          {link(adminPaths.users, t('admin.nav.users'))}
          {link(adminPaths.audit, t('admin.nav.audit'))}
        </NavGroup>
      ) : null}
    </>
  )
}

/** How many submissions nobody has opened yet, beside the inbox's link (read again every minute). */
function NewCount() {
  const { t } = useT()
  const summary = useInboxSummary()
  const count = summary.data?.new ?? 0
  if (!count) return null
  return (
    <>
      <span aria-hidden="true" className={styles.count}>
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden"> ({t('admin.nav.newCount', { count })})</span>
    </>
  )
}

/** A section's link, marked as the current page on it and on the screens below it. */
function NavItem({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  const { pathname } = useLocation()
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`))
  return (
    <Link to={to} className={styles.navLink} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}

function NavGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className={styles.navGroup}>
      <h2 id={id} className={styles.navTitle}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.navList}>
        {children}
      </ul>
    </div>
  )
}

function ScreenError({ resetErrorBoundary }: FallbackProps) {
  const { t } = useT()
  return (
    <div role="alert" className={styles.screenError}>
      <p>{t('admin.app.error')}</p>
      <button type="button" className={styles.headerButton} onClick={resetErrorBoundary}>
        {t('admin.app.retry')}
      </button>
    </div>
  )
}

/** After a move to another screen, focus goes to the start of its content. */
function useFocusMainOnNavigation(pathname: string) {
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById('admin-main')?.focus({ preventScroll: true })
    window.scrollTo(0, 0)
  }, [pathname])
}
