// The admin API's shapes (docs/admin-api.md): the generated ones (src/api/schema.d.ts, from the
// server's OpenAPI document) where the document describes them, and here what it can only call an
// object: content items are generic, their fields come from the types document
// (`GET /admin/types`), so an item is a record read against its field list.
import type { components } from '@/api/schema'
import type { Lang } from '@/i18n/lang'

type Schemas = components['schemas']

/** A text in the three languages. */
export type Tr = Record<Lang, string>

export type Role = Schemas['Role']

/** The signed-in staff member (`/admin/login`, `/admin/me`). */
export type StaffUser = Schemas['Staff']

/** The editors docs/admin-api.md names; a kind the admin does not know yet gets a plain input. */
export const FIELD_KINDS = [
  'text',
  'long_text',
  'translated',
  'translated_long',
  'rich_text',
  'integer',
  'number',
  'date',
  'datetime',
  'image',
  'images',
  'document',
  'video',
  'url',
  'email',
  'color',
  'choice',
  'reference',
  'references',
  'list',
  'translated_list',
  'object',
  'slug',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

export interface Field {
  name: string
  /** One of FIELD_KINDS, or a kind added on the server after this app was built. */
  kind: FieldKind | (string & {})
  required: boolean
  translatable?: boolean
  max_length?: number
  min?: number
  max?: number
  choices?: string[]
  reference?: string
  fields?: Field[]
}

export interface ContentType {
  name: string
  singleton: boolean
  title_field: string
  slug_field: string | null
  list_fields: string[]
  publishable?: boolean
  fields: Field[]
  schema?: unknown
}

export type Status = Schemas['Status']
export const STATUSES = ['draft', 'scheduled', 'published'] as const satisfies readonly Status[]

/** The translations a filter or a marker names: Kazakh is the source, never missing. */
export const TRANSLATIONS = ['ru', 'en'] as const
export type Translation = (typeof TRANSLATIONS)[number]

/** The editing state every item has beside its fields (read-only in a write). */
export interface ItemState {
  id: number
  status: Status
  /** RFC 3339 UTC, when scheduled. */
  publish_at: string | null
  version: number
  created_at: string | null
  updated_at: string | null
  updated_by: string | null
  /** Field paths with Kazakh text but none in that language. */
  missing: Record<Translation, string[]>
  /** Where the public site shows the item (open with ?preview=1), or null. */
  public_path: string | null
}

export const READ_ONLY_KEYS = [
  'id',
  'status',
  'publish_at',
  'version',
  'created_at',
  'updated_at',
  'updated_by',
  'missing',
  'public_path',
] as const satisfies readonly (keyof ItemState)[]

/** An item's fields by name. */
export type Fields = Record<string, unknown>

export type Item = ItemState & Fields

/** A line of a type's list: `title` in three languages, `fields` the type's list_fields. */
export type Summary = Omit<Schemas['Summary'], 'title' | 'fields'> & {
  title: Tr | string | null
  fields: Fields
}

export type PageMeta = Schemas['PageMeta']

export interface Paginated<T> {
  data: T[]
  meta: PageMeta
}

export interface ListParams {
  page?: number
  per_page?: number
  search?: string
  status?: Status
  missing?: Translation
}

/** A save of an item; `document` (one revision's answer) is the item as it was saved. */
export type Revision = Omit<Schemas['Revision'], 'document'> & { document?: Fields | null }

export interface TranslationGap {
  type: string
  total: number
  missing: Record<Translation, number>
}

export type MediaKind = 'image' | 'document'

export interface Media {
  id: number
  kind: MediaKind
  url: string
  variants: { width: number; url: string }[]
  width: number | null
  height: number | null
  size: number
  alt: Tr
  original_name: string
  created_at: string
}

export interface MediaParams {
  page?: number
  kind?: MediaKind
  search?: string
}

export type UserAccount = Schemas['Account']
export type NewUser = Schemas['NewUser']
export type UserChanges = Schemas['UserChanges']

export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'logout',
  'create',
  'save',
  'publish',
  'schedule',
  'unpublish',
  'delete',
  'restore',
  'upload',
  'user-create',
  'user-update',
  'user-delete',
  'application-status',
  'application-assign',
  'application-note',
  'application-delete',
  'application-file',
  'application-export',
  'application-purge',
  'mail-resend',
  'notifications',
] as const

export type AuditEntry = Schemas['AuditEntry']

// The applications inbox -------------------------------------------------------------------------

/** The visitor forms whose submissions the inbox holds (the API's `type`). */
export const APPLICATION_TYPES = [
  'consultation',
  'registration',
  'book',
  'archive-info',
  'meeting',
  'success-story',
  'transcript',
  'question',
  'vacancy',
  'school',
  'summer-school',
  'service',
] as const
export type ApplicationType = (typeof APPLICATION_TYPES)[number]

/** A submission's states, in the order staff move it through them. */
export const APPLICATION_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** A line of the inbox. */
export type Application = Schemas['Application']
/** A submission with its fields, files, notes and notification mail. */
export type ApplicationDetail = Schemas['ApplicationDetail']
export type ApplicationChange = Schemas['ApplicationChange']
/** A manager or an admin a submission can be given to. */
export type Assignee = Schemas['Assignee']
/** The count of new submissions and whether notification mail is on. */
export type InboxSummary = Schemas['InboxSummary']

/**
 * The inbox's filters as the address holds them, passed to the server as they are (it answers a
 * bad one with 422 for that field). `lang` is the visitor's language.
 */
export interface InboxParams {
  page?: number
  type?: string
  status?: string
  from?: string
  to?: string
  lang?: string
  search?: string
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** A notification mail of the outbox. */
export type Mail = Schemas['MailView']

/** Which mailboxes are told of which form, in which language, and whether mail goes out. */
export type Routing = Schemas['Routing']
export type MailRoute = Schemas['Route']
