// The API's response shapes, generated from the server's OpenAPI document into schema.d.ts
// (`make api-types`); this file only gives them short names.
import type { components } from './schema'

type Schemas = components['schemas']

/** HTML the server sanitized (a branded string): the only HTML `RichText` renders. */
export type SafeHtml = Schemas['SafeHtml']
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
export type HandbookItem = Schemas['HandbookItem']
export type Book = Schemas['Book']
export type Vacancy = Schemas['Vacancy']
export type VacancyPage = Schemas['Paginated_Vacancy']
export type Program = Schemas['Program']
export type ProgramCard = Schemas['ProgramCard']
export type ContactGroup = Schemas['ContactGroup']
/** A search hit: its type, title, an HTML snippet with <mark>ed matches, an unprefixed path. */
export type SearchResult = Schemas['SearchResult']

// The visitor forms: request bodies, an upload's reference, the service login, a stored receipt.
export type ConsultationRequest = Schemas['ConsultationForm']
export type RegistrationRequest = Schemas['RegistrationForm']
export type BookRequest = Schemas['BookForm']
export type ArchiveRequest = Schemas['ArchiveForm']
export type ArchiveData = Schemas['ArchiveData']
export type QuestionRequest = Schemas['QuestionForm']
export type SchoolRequest = Schemas['SchoolForm']
export type SummerSchoolRequest = Schemas['SummerSchoolForm']
export type ServiceRequest = Schemas['ServiceForm']
export type StoredFile = Schemas['StoredFile']
export type AccessToken = Schemas['AccessToken']
export type Receipt = Schemas['Receipt']
