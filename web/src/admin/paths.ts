// Every address of the admin in one table, and the links built from it.
export const ADMIN_ROOT = '/admin'

export const adminPaths = {
  home: ADMIN_ROOT,
  login: `${ADMIN_ROOT}/login`,
  list: (type: string) => `${ADMIN_ROOT}/content/${type}`,
  create: (type: string) => `${ADMIN_ROOT}/content/${type}/new`,
  edit: (type: string, id: number) => `${ADMIN_ROOT}/content/${type}/${id}`,
  media: `${ADMIN_ROOT}/media`,
  translations: `${ADMIN_ROOT}/translations`,
  users: `${ADMIN_ROOT}/users`,
  audit: `${ADMIN_ROOT}/audit`,
  applications: `${ADMIN_ROOT}/applications`,
  application: (id: number) => `${ADMIN_ROOT}/applications/${id}`,
  outbox: `${ADMIN_ROOT}/outbox`,
  notifications: `${ADMIN_ROOT}/notifications`,
}

/** The same screens as route patterns, relative to /admin. */
export const adminRoutes = {
  login: 'login',
  list: 'content/:type',
  create: 'content/:type/new',
  edit: 'content/:type/:id',
  media: 'media',
  translations: 'translations',
  users: 'users',
  audit: 'audit',
  applications: 'applications',
  application: 'applications/:id',
  outbox: 'outbox',
  notifications: 'notifications',
}

/** The id of a singleton type's one item (settings). */
export const SINGLETON_ID = 1

/** Where to go after signing in: a page of the admin, never another site. */
export function nextPath(next: string | null): string {
  return next &&
    next.startsWith(`${ADMIN_ROOT}`) &&
    !next.startsWith('//') &&
    next !== adminPaths.login
    ? next
    : adminPaths.home
}
