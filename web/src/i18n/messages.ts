// The types of the text tables: a language's main table, and the sections that load apart from it
// (a page family's texts with its pages, the forms' own texts with the form code).
import type { kz } from './kz'
import type { about } from './sections/about/kz'
import type { admin } from './sections/admin/kz'
import type { campus } from './sections/campus/kz'
import type { education } from './sections/education/kz'
import type { formFields } from './sections/formFields/kz'
import type { science } from './sections/science/kz'

/** The shape every language table must have: the Kazakh table's keys, any string values. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/**
 * Texts that only some code needs, each loaded with that code (sections/): a page family's with
 * its pages, `formFields` (labels, errors, statuses of the forms) with a deferred form, `admin`
 * (the staff's app) with the admin only.
 */
export const SECTIONS = ['education', 'science', 'campus', 'about', 'formFields', 'admin'] as const
export type Section = (typeof SECTIONS)[number]

interface SectionTables {
  education: typeof education
  science: typeof science
  campus: typeof campus
  about: typeof about
  formFields: typeof formFields
  admin: typeof admin
}

/** Every interface text, as `t()` sees it once a page's sections are loaded. */
export type Messages = Widen<typeof kz & SectionTables>
/** The texts every page needs: a language's main table (kz.ts, ru.ts, en.ts). */
export type BaseMessages = Omit<Messages, Section>
