// The static pages of the site (their path is their slug, or carries the site's short name) and
// the page family that renders each. Kept free of imports so the end-to-end tests can read it too.

/** The lazily loaded page families that render content pages (each is its own chunk). */
export type PageFamily = 'content' | 'education' | 'science' | 'campus' | 'about'

/**
 * Every static page (its path is its slug) and the family that renders it. A family draws the
 * page's banner and blocks and adds what the page shows besides them (lists, sliders, forms).
 */
export const STATIC_PAGES = {
  // Pages built around a visitor form.
  'virtual-reception': 'content',
  jessup: 'content',
  library: 'content',
  'development-office': 'content',
  'summer-school': 'content',
  'service-center': 'content',
  // Studying here: grants, programmes with partners, mobility, international students.
  grants: 'education',
  'double-degree-programs': 'education',
  'partner-universities': 'education',
  ratings: 'education',
  'information-for-international-students': 'education',
  'information-for-foreign-teachers': 'education',
  'selection-and-application-procedure': 'education',
  international: 'education',
  'incoming-academic-mobility': 'education',
  'expenses-for-the-period-of-mobility': 'education',
  surveys: 'education',
  'employee-mobility': 'education',
  'academic-mobility': 'education',
  // Research, sustainable development and the digital university.
  'our-sustainable-development': 'science',
  'dissertation-committee': 'science',
  olympiad: 'science',
  'digital-university': 'science',
  digitalization: 'science',
  'impact-ranking': 'science',
  // Student and staff life.
  'career-development-office': 'campus',
  volunteers: 'campus',
  inclusion: 'campus',
  'hr-department': 'campus',
  'military-department': 'campus',
  contacts: 'campus',
  // The university itself: history, governance, documents.
  'mission-and-values': 'about',
  'academic-council': 'about',
  'academic-policy': 'about',
  'consolidated-financial-statements': 'about',
  'articles-of-association-and-details': 'about',
  provisions: 'about',
  'university-purchases': 'about',
  'educational-and-methodological-association': 'about',
  'safety-rules-at-the-university': 'about',
  competition: 'about',
  strategy: 'about',
  'selection-application': 'about',
  'edu-finance': 'about',
  'office-registrar': 'about',
  'office-of-advisors': 'about',
  welcome: 'about',
} as const satisfies Record<string, PageFamily>

/**
 * Static pages whose path carries the site's short name (a setting): the page `history` is at
 * /history-dbu while the short name is DBU. The slug is the page's key in the content.
 */
export const SHORT_NAMED_PAGES = {
  history: 'about',
  management: 'about',
} as const satisfies Record<string, PageFamily>

export type ShortNamedSlug = keyof typeof SHORT_NAMED_PAGES
export type StaticSlug = keyof typeof STATIC_PAGES | ShortNamedSlug
type Families = typeof STATIC_PAGES & typeof SHORT_NAMED_PAGES
/** The static pages a family renders. */
export type FamilySlug<F extends PageFamily> = {
  [S in StaticSlug]: Families[S] extends F ? S : never
}[StaticSlug]

/**
 * The path of a short-named page: "/history-" and the short name lower-cased, anything but Latin
 * letters and digits made a hyphen (so "DBU" gives /history-dbu). The server's
 * site::routes::short_named_path follows the same rule.
 */
export function shortNamedPath(slug: ShortNamedSlug, shortName: string): string {
  const short = shortName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return short ? `/${slug}-${short}` : `/${slug}`
}

/** The static pages a family renders whose path is their slug. */
export const staticSlugsOf = <F extends PageFamily>(family: F) =>
  (Object.keys(STATIC_PAGES) as (keyof typeof STATIC_PAGES)[]).filter(
    (slug): slug is Extract<FamilySlug<F>, keyof typeof STATIC_PAGES> =>
      STATIC_PAGES[slug] === family,
  )
