// The staff's app at /admin: its own chunk (the router loads it lazily; public code may not import
// it), its own query client, its own interface language (remembered, Kazakh by default), and its
// screens. Every content screen is built from GET /api/v1/admin/types.
import { QueryClientProvider } from '@tanstack/react-query'
import {
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router'
import stylesheet from 'virtual:admin-stylesheet'
import { Redirect } from '@/blocks/Redirect'
import { languageLoaded, loadLanguage, loadSection, sectionLoaded } from '@/i18n/i18n'
import { LangContext } from '@/i18n/LangContext'
import { HTML_LANG, type Lang } from '@/i18n/lang'
import { AdminLangContext } from './adminLang'
import { useMe } from './api/queries'
import { AuditPage } from './audit/AuditPage'
import { LoginPage } from './auth/LoginPage'
import { ApplicationPage } from './applications/ApplicationPage'
import { InboxPage } from './applications/InboxPage'
import { NotificationsPage } from './applications/NotificationsPage'
import { OutboxPage } from './applications/OutboxPage'
import { EditPage } from './content/EditPage'
import { HomePage } from './content/HomePage'
import { ListPage } from './content/ListPage'
import { readAdminLang, rememberAdminLang } from './lang'
import { AdminLayout } from './layout/AdminLayout'
import { MediaPage } from './media/MediaPage'
import { adminPaths, adminRoutes } from './paths'
import { createAdminQueryClient } from './queryClient'
import { StaffContext } from './session'
import { TranslationsPage } from './translations/TranslationsPage'
import { ErrorState, Loading, NotFound } from './ui/States'
import { UsersPage } from './users/UsersPage'

export default function AdminApp() {
  const [client] = useState(createAdminQueryClient)
  const [lang, setLangNow] = useState<Lang>(readAdminLang)
  // The new language's texts load while the current screen (and any form on it) stays.
  const setLang = useCallback((next: Lang) => {
    rememberAdminLang(next)
    startTransition(() => setLangNow(next))
  }, [])
  const language = useMemo(() => ({ lang, setLang }), [lang, setLang])
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang]
  }, [lang])

  return (
    <QueryClientProvider client={client}>
      <AdminLangContext value={language}>
        <LangContext value={lang}>
          <Suspense fallback={<div aria-busy="true" />}>
            {/* The admin's own styles, out of the public pages' stylesheet; React holds the
                screens back until they have loaded (vite.admin-stylesheet.ts). */}
            {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="admin" />}
            <AdminTexts lang={lang}>
              <AdminRoutes />
            </AdminTexts>
          </Suspense>
        </LangContext>
      </AdminLangContext>
    </QueryClientProvider>
  )
}

/** Renders once the admin's texts (and the site's common ones) are there in its language. */
function AdminTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  if (!languageLoaded(lang)) use(loadLanguage(lang))
  if (!sectionLoaded(lang, 'admin')) use(loadSection(lang, 'admin'))
  return children
}

const routes: RouteObject[] = [
  { path: adminRoutes.login, element: <LoginPage /> },
  {
    element: (
      <RequireStaff>
        <AdminLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: adminRoutes.create, element: <EditPage /> },
      { path: adminRoutes.edit, element: <EditPage /> },
      { path: adminRoutes.list, element: <ListPage /> },
      { path: adminRoutes.media, element: <MediaPage /> },
      { path: adminRoutes.translations, element: <TranslationsPage /> },
      { path: adminRoutes.users, element: <UsersPage /> },
      { path: adminRoutes.audit, element: <AuditPage /> },
      { path: adminRoutes.applications, element: <InboxPage /> },
      { path: adminRoutes.application, element: <ApplicationPage /> },
      { path: adminRoutes.outbox, element: <OutboxPage /> },
      { path: adminRoutes.notifications, element: <NotificationsPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]

/** The admin's screens (useRoutes, as the public app's router: no second routing API to ship). */
function AdminRoutes() {
  return useRoutes(routes)
}

/** The signed-in screens: without a session, the login screen (which comes back here after). */
function RequireStaff({ children }: { children: ReactNode }) {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <Loading />
  if (me.isError) return <ErrorState error={me.error} retry={() => void me.refetch()} />
  if (!me.data) {
    const next = `${location.pathname}${location.search}`
    return <Redirect to={`${adminPaths.login}?next=${encodeURIComponent(next)}`} />
  }
  return <StaffContext value={me.data}>{children}</StaffContext>
}
