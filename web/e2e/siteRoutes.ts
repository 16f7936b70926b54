// Every route of the site map (spec section 2) with real slugs from the demo content, and the
// heading each page must show. Slugs and titles are read from the API, so the table follows the
// content instead of copying it; every route of the app's table (src/routeTable.ts) must be among
// them, so a new route cannot be left out of the walk.
import { matchesRoute, ROUTES, type RouteName } from '../src/routeTable'
import {
  SHORT_NAMED_PAGES,
  shortNamedPath,
  STATIC_PAGES,
  type ShortNamedSlug,
} from '../src/staticPages'
import { LANGS, type Lang } from './fixtures'

export type Api = <T>(
  path: string,
  lang: Lang,
  params?: Record<string, string | number>,
) => Promise<T>

export interface SiteRoute {
  /** A stable name for reports and screenshot files. */
  name: string
  /** The path without a language prefix, with its query. */
  path: string
  /** The text of the page's h1 in this language. */
  heading: string
}

interface Titled {
  id: number
  slug: string
  title: string
}

/** Pages of the page table reached by a typed route (/education/bachelor ...). */
const TYPED_PAGES: [prefix: string, slugs: string[]][] = [
  ['education', ['bachelor', 'master', 'doctoral']],
  [
    'school',
    [
      'school-of-economics-and-management',
      'school-of-digital-technologies',
      'school-of-arts-and-social-sciences',
      'school-of-law-and-public-policy',
      'business-school',
    ],
  ],
  ['business-advice', ['business-council', 'business-school-advisory-board']],
  ['center', ['career-center', 'language-center', 'entrepreneurship-center']],
  ['publication', ['dala-economic-review', 'law-and-society-journal']],
  ['student-life', ['organization', 'deans-office', 'sports-clubs', 'events']],
  ['science', ['research', 'research-centers', 'olympiads']],
]

/** The SDG pages whose blocks are placed differently (spec), and one ordinary goal. */
const SDG_SLUGS = ['gender-equality', 'good-health-and-well-being', 'quality-education']

/** Routes of the table the walk leaves to tests of their own (routes.spec.ts: unknown slugs). */
const NOT_WALKED: RouteName[] = ['notFound']

/** The routes of the app's table that no walked path reaches. */
export function unwalkedRoutes(walked: SiteRoute[]): RouteName[] {
  const paths = walked.map((route) => route.path.split('?')[0]!)
  return (Object.keys(ROUTES) as RouteName[]).filter(
    (name) => !NOT_WALKED.includes(name) && !paths.some((path) => matchesRoute(ROUTES[name], path)),
  )
}

export async function siteRoutes(api: Api, lang: Lang): Promise<SiteRoute[]> {
  const pageTitle = async (slug: string) => (await api<Titled>(`/pages/${slug}`, lang)).title
  const first = async <T extends Titled>(path: string) => {
    const list = await api<T[]>(path, lang)
    if (!list[0]) throw new Error(`${path} is empty in the demo content`)
    return list[0]
  }

  const [news, catalog, search] = await Promise.all(
    ['news', 'news-catalog', 'search'].map(pageTitle),
  )
  // The home page's (visually hidden) h1 is the site's full name: its SEO title.
  const main = await api<Titled & { seo: { title: string } }>('/pages/main', lang)
  const [latest, program, grant, dual, scienceGrant, project, announcement, sdgs] =
    await Promise.all([
      first('/latest-news'),
      first('/school-programs'),
      first('/grants'),
      first('/dual-programs'),
      first('/science-grants'),
      first('/projects'),
      first('/dissertation-committee/announcements'),
      api<Titled[]>('/sdgs', lang),
    ])
  const activity = await first(`/projects/${project.slug}/activities`)

  const { short_name: shortName } = await api<{ short_name: string }>('/settings/general', lang)
  const statics = await Promise.all([
    ...Object.keys(STATIC_PAGES).map(async (slug) => ({
      name: slug,
      path: `/${slug}`,
      heading: await pageTitle(slug),
    })),
    ...(Object.keys(SHORT_NAMED_PAGES) as ShortNamedSlug[]).map(async (slug) => ({
      name: slug,
      path: shortNamedPath(slug, shortName),
      heading: await pageTitle(slug),
    })),
  ])
  const typed = await Promise.all(
    TYPED_PAGES.flatMap(([prefix, slugs]) =>
      slugs.map(async (slug) => ({
        name: `${prefix}-${slug}`,
        path: `/${prefix}/${slug}`,
        heading: await pageTitle(slug),
      })),
    ),
  )
  const sdgRoutes = SDG_SLUGS.map((slug) => {
    const goal = sdgs.find((g) => g.slug === slug)
    if (!goal) throw new Error(`no SDG ${slug} in the demo content`)
    return { name: `sdg-${slug}`, path: `/sdg/${slug}`, heading: goal.title }
  })

  const routes: SiteRoute[] = [
    { name: 'home', path: '/', heading: main.seo.title || main.title },
    { name: 'news', path: '/news', heading: news! },
    { name: 'news-item', path: `/news/${latest.slug}`, heading: latest.title },
    { name: 'news-catalog', path: '/news-catalog?page=2', heading: catalog! },
    { name: 'search', path: `/search?query=${encodeURIComponent('грант')}`, heading: search! },
    ...statics,
    ...typed,
    { name: 'school-program', path: `/school-program/${program.slug}`, heading: program.title },
    { name: 'grant', path: `/grant/${grant.slug}`, heading: grant.title },
    { name: 'dual-program', path: `/dual-program/${dual.slug}`, heading: dual.title },
    {
      name: 'science-grant',
      path: `/science-grant/${scienceGrant.slug}`,
      heading: scienceGrant.title,
    },
    { name: 'project', path: `/project/${project.slug}`, heading: project.title },
    {
      name: 'project-activity',
      path: `/project-activity/${activity.slug}?p=${project.id}`,
      heading: activity.title,
    },
    ...sdgRoutes,
    // The HR department's sections are its blocks 2 and 3; the heading stays the department's.
    ...['benefits', 'vacancies'].map((section) => ({
      name: `hr-${section}`,
      path: `/hr-department/${section}`,
      heading: statics.find((s) => s.name === 'hr-department')!.heading,
    })),
    {
      name: 'dev-sitemap',
      path: '/devSitemap',
      heading: LANGS.find((l) => l.lang === lang)!.t.about.sitemap.title,
    },
    {
      name: 'announcement',
      path: `/dissertation-committee/announcements/${announcement.id}`,
      heading: announcement.title,
    },
  ]
  const missing = unwalkedRoutes(routes)
  if (missing.length)
    throw new Error(`routes of src/routeTable.ts not walked: ${missing.join(', ')}`)
  return routes
}
