// The admin's server state: one query or mutation per call of docs/admin-api.md. Keys start with
// "admin" (the admin has its own query client, but the prefix keeps them apart in devtools too).
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLang } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'
import { adminRequest, adminUrl, isStatus } from './client'
import { useAction } from './useAction'
import type {
  Application,
  ApplicationChange,
  ApplicationDetail,
  Assignee,
  AuditEntry,
  ContentType,
  Fields,
  InboxParams,
  InboxSummary,
  Item,
  ListParams,
  Mail,
  MailStatus,
  Media,
  MediaParams,
  NewUser,
  Paginated,
  Revision,
  Routing,
  StaffUser,
  Summary,
  TranslationGap,
  Tr,
  UserAccount,
  UserChanges,
} from './types'

export const keys = {
  me: ['admin', 'me'] as const,
  /** Set when a session ended under the staff member's feet, for the login screen to say so. */
  expired: ['admin', 'expired'] as const,
  types: ['admin', 'types'] as const,
  list: (type: string, params: ListParams = {}) => ['admin', 'list', type, params] as const,
  lists: (type: string) => ['admin', 'list', type] as const,
  item: (type: string, id: number) => ['admin', 'item', type, id] as const,
  revisions: (type: string, id: number) => ['admin', 'revisions', type, id] as const,
  revision: (type: string, id: number, rev: number) =>
    ['admin', 'revision', type, id, rev] as const,
  translations: ['admin', 'translations'] as const,
  media: (params: MediaParams) => ['admin', 'media', params] as const,
  allMedia: ['admin', 'media'] as const,
  users: ['admin', 'users'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  /** A reference picker's matches: `search` ('' for the first page) among a type's items. */
  options: (type: string, search: string) => ['admin', 'options', type, search] as const,
  allOptions: (type: string) => ['admin', 'options', type] as const,
  /** An item's title (its title field as stored), as a reference shows it. */
  title: (type: string, id: number) => ['admin', 'title', type, id] as const,
  titles: (type: string) => ['admin', 'title', type] as const,
  /** The applications inbox: its summary, lists and submissions (labels in the staff language). */
  inbox: ['admin', 'inbox'] as const,
  inboxSummary: ['admin', 'inbox', 'summary'] as const,
  applications: (lang: Lang, params: InboxParams) =>
    ['admin', 'inbox', 'list', lang, params] as const,
  allApplications: ['admin', 'inbox', 'list'] as const,
  application: (id: number, lang: Lang) => ['admin', 'inbox', 'item', id, lang] as const,
  applicationAnyLang: (id: number) => ['admin', 'inbox', 'item', id] as const,
  assignees: ['admin', 'inbox', 'assignees'] as const,
  outbox: (status: MailStatus | undefined, page: number) =>
    ['admin', 'outbox', status ?? '', page] as const,
  allOutbox: ['admin', 'outbox'] as const,
  routing: ['admin', 'routing'] as const,
}

// Sessions --------------------------------------------------------------------------------------

/** The signed-in staff member, or null without a session. */
export function useMe() {
  const lang = useLang()
  return useQuery({
    queryKey: keys.me,
    queryFn: async ({ signal }) => {
      try {
        return (await adminRequest<StaffUser>('GET', '/me', lang, { signal })).data
      } catch (error) {
        if (isStatus(error, 401)) return null
        throw error
      }
    },
    staleTime: Infinity,
  })
}

export function useLogin() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (body: { email: string; password: string }) =>
      (await adminRequest<StaffUser>('POST', '/login', lang, { body })).data,
    (user) => {
      // What the previous account could see must not show for this one.
      client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'me' })
      client.setQueryData(keys.me, user)
    },
  )
}

export function useLogout() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(async () => {
    // A read still on its way (the screen's data) would come back 401 once the session has
    // ended, and a 401 on a read means "the session expired": end those reads first.
    await client.cancelQueries()
    try {
      await adminRequest('POST', '/logout', lang)
    } finally {
      signedOut(client)
    }
  })
}

/** Forgets everything the session could read; the app shows the login screen. */
export function signedOut(client: QueryClient, expired = false) {
  client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'me' })
  client.setQueryData(keys.me, null)
  client.setQueryData(keys.expired, expired)
}

// Content ---------------------------------------------------------------------------------------

/** The content types the staff member may edit (a manager may edit none: pass enabled=false). */
export function useTypes(enabled = true) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.types,
    enabled,
    queryFn: async ({ signal }) =>
      (await adminRequest<ContentType[]>('GET', '/types', lang, { signal })).data,
    staleTime: Infinity,
  })
}

export function useItems(type: string, params: ListParams) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.list(type, params),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<Paginated<Summary>>('GET', `/${type}`, lang, {
          params: { ...params },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
}

/** How many matches a reference picker shows: enough to choose from, few enough to read. */
export const OPTIONS_PER_PAGE = 20

/**
 * The items of a type whose title or slug holds `search` (the first ones when it is empty), for a
 * reference picker: one page of OPTIONS_PER_PAGE, so a type of any size costs one small answer.
 * The titles seen are kept, so the chosen items show theirs without a call of their own.
 */
export function useOptions(type: string, search: string, enabled: boolean) {
  const lang = useLang()
  const client = useQueryClient()
  return useQuery({
    queryKey: keys.options(type, search),
    enabled: enabled && Boolean(type),
    queryFn: async ({ signal }) => {
      const { data } = await adminRequest<Paginated<Summary>>('GET', `/${type}`, lang, {
        params: { search, per_page: OPTIONS_PER_PAGE },
        signal,
      })
      for (const summary of data.data)
        client.setQueryData(keys.title(type, summary.id), summary.title)
      return data
    },
    staleTime: 30_000,
    // The matches of the previous text stay while the next ones load: the list does not flicker.
    placeholderData: keepPreviousData,
  })
}

/** The title of item `id` of `type` (null: none chosen), read from the item when not yet seen. */
export function useItemTitle(type: string, id: number | null) {
  const lang = useLang()
  const types = useTypes()
  // Most types name their title `title`; the types document says which field it is.
  const titleField = types.data
    ? (types.data.find((candidate) => candidate.name === type)?.title_field ?? 'title')
    : undefined
  return useQuery({
    queryKey: keys.title(type, id ?? 0),
    enabled: id !== null && Boolean(titleField),
    queryFn: async ({ signal }) => {
      const { data } = await adminRequest<Item>('GET', `/${type}/${id}`, lang, { signal })
      return (data[titleField!] ?? null) as Summary['title']
    },
    staleTime: 5 * 60_000,
    // A chosen item that is gone (or not for this account) shows its number; asking again won't help.
    retry: false,
  })
}

export interface LoadedItem {
  item: Item
  /** The version to send as If-Match (the ETag, else the item's own). */
  version: number
}

function loaded({ data, version }: { data: Item; version: number | null }): LoadedItem {
  return { item: data, version: version ?? data.version }
}

export function useItem(type: string, id: number | null) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.item(type, id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      loaded(await adminRequest<Item>('GET', `/${type}/${id}`, lang, { signal })),
    // An edit screen shows what the server has now, not what it had when last visited.
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
}

/** After a write: the item as answered, lists and counts read again. */
function written(client: QueryClient, type: string, result: LoadedItem) {
  client.setQueryData(keys.item(type, result.item.id), result)
  void client.invalidateQueries({ queryKey: keys.lists(type) })
  void client.invalidateQueries({ queryKey: keys.revisions(type, result.item.id) })
  void client.invalidateQueries({ queryKey: keys.translations })
  void client.invalidateQueries({ queryKey: keys.allOptions(type) })
  void client.invalidateQueries({ queryKey: keys.titles(type) })
}

export function useSaveItem(type: string) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async ({ id, fields, version }: { id: number | null; fields: Fields; version?: number }) =>
      loaded(
        id === null
          ? await adminRequest<Item>('POST', `/${type}`, lang, { body: fields })
          : await adminRequest<Item>('PUT', `/${type}/${id}`, lang, {
              body: fields,
              ifMatch: version,
            }),
      ),
    (result) => written(client, type, result),
  )
}

export type StatusChange = { action: 'publish'; publishAt?: string } | { action: 'unpublish' }

export function useChangeStatus(type: string, id: number) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (change: StatusChange) =>
      loaded(
        await adminRequest<Item>('POST', `/${type}/${id}/${change.action}`, lang, {
          body:
            change.action === 'publish' && change.publishAt
              ? { publish_at: change.publishAt }
              : undefined,
        }),
      ),
    (result) => written(client, type, result),
  )
}

export function useDeleteItem(type: string) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (id: number) => {
      await adminRequest('DELETE', `/${type}/${id}`, lang)
      return id
    },
    (id) => {
      client.removeQueries({ queryKey: keys.item(type, id) })
      void client.invalidateQueries({ queryKey: keys.lists(type) })
      void client.invalidateQueries({ queryKey: keys.translations })
      void client.invalidateQueries({ queryKey: keys.allOptions(type) })
    },
  )
}

export function useRevisions(type: string, id: number) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.revisions(type, id),
    queryFn: async ({ signal }) =>
      (await adminRequest<Revision[]>('GET', `/${type}/${id}/revisions`, lang, { signal })).data,
  })
}

export function useRevision(type: string, id: number, rev: number | null) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.revision(type, id, rev ?? 0),
    enabled: rev !== null,
    queryFn: async ({ signal }) =>
      (await adminRequest<Revision>('GET', `/${type}/${id}/revisions/${rev}`, lang, { signal }))
        .data,
    staleTime: Infinity,
  })
}

export function useRestore(type: string, id: number) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (rev: number) =>
      loaded(await adminRequest<Item>('POST', `/${type}/${id}/revisions/${rev}/restore`, lang)),
    (result) => written(client, type, result),
  )
}

export function useTranslationGaps() {
  const lang = useLang()
  return useQuery({
    queryKey: keys.translations,
    queryFn: async ({ signal }) =>
      (await adminRequest<TranslationGap[]>('GET', '/translations', lang, { signal })).data,
  })
}

// Media -----------------------------------------------------------------------------------------

export function useMedia(params: MediaParams) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.media(params),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<Paginated<Media>>('GET', '/media', lang, {
          params: { ...params },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
}

export function useUpload() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async ({ file, alt }: { file: File; alt: Tr }) => {
      const body = new FormData()
      body.set('file', file)
      for (const [code, text] of Object.entries(alt)) if (text) body.set(`alt_${code}`, text)
      return (await adminRequest<Media>('POST', '/media', lang, { body })).data
    },
    () => void client.invalidateQueries({ queryKey: keys.allMedia }),
  )
}

export function useUpdateMedia() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async ({ id, alt }: { id: number; alt: Tr }) =>
      (await adminRequest<Media>('PUT', `/media/${id}`, lang, { body: { alt } })).data,
    () => void client.invalidateQueries({ queryKey: keys.allMedia }),
  )
}

// Users and the audit log -----------------------------------------------------------------------

export function useUsers() {
  const lang = useLang()
  return useQuery({
    queryKey: keys.users,
    queryFn: async ({ signal }) =>
      (await adminRequest<UserAccount[]>('GET', '/users', lang, { signal })).data,
  })
}

function useUserWrite<A>(write: (lang: Lang, arg: A) => Promise<unknown>) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    (arg: A) => write(lang, arg),
    () => void client.invalidateQueries({ queryKey: keys.users }),
  )
}

export const useAddUser = () =>
  useUserWrite((lang, body: NewUser) => adminRequest<UserAccount>('POST', '/users', lang, { body }))

export const useChangeUser = () =>
  useUserWrite((lang, { id, changes }: { id: number; changes: UserChanges }) =>
    adminRequest<UserAccount>('PUT', `/users/${id}`, lang, { body: changes }),
  )

export const useDeleteUser = () =>
  useUserWrite((lang, id: number) => adminRequest('DELETE', `/users/${id}`, lang))

export function useAudit(page: number) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.audit(page),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<Paginated<AuditEntry>>('GET', '/audit', lang, {
          params: { page },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
}

// The applications inbox -----------------------------------------------------------------------

/** How often the count of new submissions is read again while the admin is open. */
const SUMMARY_EVERY = 60_000

/** The count of new submissions (the navigation's badge) and whether notification mail is on. */
export function useInboxSummary(enabled = true) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.inboxSummary,
    enabled,
    queryFn: async ({ signal }) =>
      (await adminRequest<InboxSummary>('GET', '/applications/summary', lang, { signal })).data,
    refetchInterval: SUMMARY_EVERY,
  })
}

/** A page of the inbox; `lang` of the params filters by the visitor's language. */
export function useApplications(params: InboxParams) {
  const lang = useLang()
  const { lang: visitorLang, ...rest } = params
  return useQuery({
    queryKey: keys.applications(lang, params),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<Paginated<Application>>('GET', '/applications', lang, {
          params: { ...rest },
          langFilter: visitorLang ?? '',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
}

/** The address of the inbox's export as a file, with the list's filters (a download link). */
export function exportUrl(format: 'csv' | 'xlsx', lang: Lang, params: InboxParams): string {
  const { type, status, from, to, search } = params
  return adminUrl(
    '/applications/export',
    lang,
    { format, type, status, from, to, search },
    params.lang ?? '',
  )
}

export function useApplication(id: number) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.application(id, lang),
    queryFn: async ({ signal }) =>
      (await adminRequest<ApplicationDetail>('GET', `/applications/${id}`, lang, { signal })).data,
    staleTime: 0,
  })
}

export function useAssignees() {
  const lang = useLang()
  return useQuery({
    queryKey: keys.assignees,
    queryFn: async ({ signal }) =>
      (await adminRequest<Assignee[]>('GET', '/applications/assignees', lang, { signal })).data,
    staleTime: 5 * 60_000,
  })
}

/** Sets a submission's status or assignee, or adds a note; answers the submission. */
export function useChangeApplication(id: number) {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (change: ApplicationChange) =>
      (
        await adminRequest<ApplicationDetail>('PATCH', `/applications/${id}`, lang, {
          body: change,
        })
      ).data,
    (detail) => {
      client.setQueryData(keys.application(id, lang), detail)
      void client.invalidateQueries({
        queryKey: keys.applicationAnyLang(id),
        predicate: (query) => query.queryKey[4] !== lang,
      })
      void client.invalidateQueries({ queryKey: keys.allApplications })
      void client.invalidateQueries({ queryKey: keys.inboxSummary })
    },
  )
}

/** Deletes a submission with its files, notes and mail. */
export function useDeleteApplication() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (id: number) => {
      await adminRequest('DELETE', `/applications/${id}`, lang)
      return id
    },
    (id) => {
      client.removeQueries({ queryKey: keys.applicationAnyLang(id) })
      void client.invalidateQueries({ queryKey: keys.allApplications })
      void client.invalidateQueries({ queryKey: keys.inboxSummary })
      void client.invalidateQueries({ queryKey: keys.allOutbox })
    },
  )
}

/** The notification mail, newest first, a page at a time. */
export function useOutbox(status: MailStatus | undefined, page: number) {
  const lang = useLang()
  return useQuery({
    queryKey: keys.outbox(status, page),
    queryFn: async ({ signal }) =>
      (
        await adminRequest<Paginated<Mail>>('GET', '/outbox', lang, {
          params: { status, page: page > 1 ? page : undefined },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
}

/** Sends a mail again: it is pending and due now. */
export function useResendMail() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (id: number) => (await adminRequest<Mail>('POST', `/outbox/${id}/resend`, lang)).data,
    (mail) => {
      void client.invalidateQueries({ queryKey: keys.allOutbox })
      if (mail.submission)
        void client.invalidateQueries({ queryKey: keys.applicationAnyLang(mail.submission) })
    },
  )
}

/** Which mailboxes are told of which form (admins only). */
export function useRouting() {
  const lang = useLang()
  return useQuery({
    queryKey: keys.routing,
    queryFn: async ({ signal }) =>
      (await adminRequest<Routing>('GET', '/notifications', lang, { signal })).data,
    staleTime: 0,
  })
}

export function useSaveRouting() {
  const lang = useLang()
  const client = useQueryClient()
  return useAction(
    async (routes: Routing['routes']) =>
      (await adminRequest<Routing>('PUT', '/notifications', lang, { body: { routes } })).data,
    (routing) => client.setQueryData(keys.routing, routing),
  )
}
