// The query parameters the site's pages read. The server keeps a page it has rendered under its
// path and these parameters alone, and renders it without the others (server/src/site/head.rs
// reads this list from the server bundle): ?utm_source=, ?fbclid= or a cache buster neither
// render a page again nor fill the cache with copies of it. A page reads its parameters through
// `pageParam` (and the hooks built on it), which takes only these names: one a page read without
// listing it here would not change the page the server sends.
import { PROGRAM_FILTERS, type ProgramFilter } from '@/api/programs'

const NAMED = [
  'country',
  'department',
  'events',
  'group',
  'month',
  // A project activity's project (/project-activity/{slug}?p=12).
  'p',
  'page',
  'partners',
  'query',
  'search',
  'topic',
  'year',
] as const

/** Each document list's page number, under the list's id (`docs175=2`): a page may hold several. */
const NUMBERED = ['docs'] as const

export type PageParam =
  (typeof NAMED)[number] | ProgramFilter | `${(typeof NUMBERED)[number]}${number}`

/** What the server keeps a page by: these names, and these prefixes followed by a number. */
export const pageParams = {
  names: [...new Set<string>([...NAMED, ...PROGRAM_FILTERS])].sort(),
  numbered: [...NUMBERED],
}

/** A page's parameter from a query string. */
export function pageParam(params: URLSearchParams, name: PageParam): string | null {
  return params.get(name)
}
