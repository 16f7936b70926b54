// The API's response shapes, generated from the server's OpenAPI document into schema.d.ts
// (`make api-types`); this file only gives them short names.
import type { components } from './schema'

type Schemas = components['schemas']

export type Link = Schemas['Link']
export type GeneralSettings = Schemas['GeneralSettings']
export type ContactSettings = Schemas['ContactSettings']
export type MenuItem = Schemas['MenuItem']
export type Page = Schemas['Page']
export type BlockItem = Schemas['BlockItem']
export type Block = Schemas['Block']
/** Blocks keyed "{slug}-block{n}"; the first item of each array is the block. */
export type BlockMap = Schemas['Blocks']
export type School = Schemas['School']
export type DualProgram = Schemas['DualProgram']
export type NewsCard = Schemas['NewsCard']
export type NewsDetail = Schemas['NewsDetail']
export type PageMeta = Schemas['PageMeta']
export type NewsPage = Schemas['Paginated_NewsCard']
export type FilterOption = Schemas['FilterOption']
export type ApiErrorBody = Schemas['ErrorBody']
