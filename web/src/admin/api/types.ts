// The admin API's shapes (docs/admin-api.md), in one file until the server's OpenAPI document
// describes them in src/api/schema.d.ts. Content items are generic: their fields come from the
// types document (`GET /admin/types`), so an item is a record checked against its field list.
import type { Lang } from '@/i18n/lang'

/** A text in the three languages. */
export type Tr = Record<Lang, string>

export type Role = 'admin' | 'editor' | 'manager'

/** The signed-in staff member (`/admin/login`, `/admin/me`). */
export interface StaffUser {
  id: number
  email: string
  role: Role
}

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

export const STATUSES = ['draft', 'scheduled', 'published'] as const
export type Status = (typeof STATUSES)[number]

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

/** A line of a type's list. */
export interface Summary {
  id: number
  status: Status
  publish_at: string | null
  updated_at: string | null
  title: Tr | string | null
  slug: string | null
  missing: string[]
  /** The type's list_fields (the server may also put them beside the others). */
  fields?: Fields
  [field: string]: unknown
}

export interface PageMeta {
  current_page: number
  last_page: number
  per_page: number
  total: number
}

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

export interface Revision {
  rev: number
  at: string
  email: string
  changed: string[]
  document?: Fields
}

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

export interface UserAccount {
  id: number
  email: string
  role: Role
  disabled: boolean
  created_at: string
}

export interface NewUser {
  email: string
  role: Role
  password: string
}

export interface UserChanges {
  role?: Role
  disabled?: boolean
  password?: string
}

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
] as const

export interface AuditEntry {
  id: number
  at: string
  email: string | null
  action: string
  type: string | null
  item_id: number | null
  summary: string | null
}
