import type { kz } from './kz'
import type { about } from './sections/about/kz'
import type { campus } from './sections/campus/kz'
import type { education } from './sections/education/kz'
import type { science } from './sections/science/kz'

/** The shape every language table must have: the Kazakh table's keys, any string values. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** Texts of one page family only, each loaded with that family's pages (sections/). */
export const SECTIONS = ['education', 'science', 'campus', 'about'] as const
export type Section = (typeof SECTIONS)[number]

interface SectionTables {
  education: typeof education
  science: typeof science
  campus: typeof campus
  about: typeof about
}

/** Every interface text, as `t()` sees it once a page's sections are loaded. */
export type Messages = Widen<typeof kz & SectionTables>
/** The texts every page needs: a language's main table (kz.ts, ru.ts, en.ts). */
export type BaseMessages = Omit<Messages, Section>
