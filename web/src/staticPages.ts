// The static pages of the site (their path is their slug) and the page family that renders each.
// Kept free of imports so the end-to-end tests can read it too.

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
  'history-dbu': 'about',
  'mission-and-values': 'about',
  'management-dbu': 'about',
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

export type StaticSlug = keyof typeof STATIC_PAGES
/** The static pages a family renders. */
export type FamilySlug<F extends PageFamily> = {
  [S in StaticSlug]: (typeof STATIC_PAGES)[S] extends F ? S : never
}[StaticSlug]

export const staticSlugsOf = <F extends PageFamily>(family: F) =>
  (Object.keys(STATIC_PAGES) as StaticSlug[]).filter(
    (slug): slug is FamilySlug<F> => STATIC_PAGES[slug] === family,
  )
