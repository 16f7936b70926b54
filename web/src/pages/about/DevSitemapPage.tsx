// The development sitemap (/devSitemap): every page of the site as a link, grouped by area. The
// static pages come from the route table, the pages with slugs from the API's own lists, so the
// map follows the content. Page names come from the menus the layout has already loaded, or from
// the list records; a page no menu names shows its path.
import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@/blocks/Link'
import { sitemapListQuery, type SitemapRecord } from '@/api/about'
import { menuQuery } from '@/api/menus'
import { generalSettingsQuery } from '@/api/settings'
import type { MenuItem } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { useT } from '@/i18n/LangContext'
import { usePageMeta } from '@/lib/usePageMeta'
import {
  paths,
  SHORT_NAMED_PAGES,
  shortNamedPath,
  staticSlugsOf,
  useLocalize,
  type PageFamily,
  type ShortNamedSlug,
} from '@/routes'
import styles from './DevSitemap.module.css'
import { SITEMAP_GROUP_KEYS, type SitemapGroupKey } from './sitemapGroups'

interface SitemapLink {
  path: string
  title?: string
}

interface SitemapGroup {
  key: SitemapGroupKey
  links: SitemapLink[] | undefined
}

const FAMILIES: PageFamily[] = ['content', 'education', 'science', 'campus', 'about']

/** Slugs the spec fixes for routes whose pages have no list call. */
const EDUCATION_LEVELS = ['bachelor', 'master', 'doctoral']
const SCIENCE_SECTIONS = ['research', 'research-centers', 'olympiads']

/** Every menu entry's title by its path. */
function menuTitles(menus: (MenuItem[] | undefined)[]): Map<string, string> {
  const titles = new Map<string, string>()
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.url.startsWith('/') && !titles.has(item.url)) titles.set(item.url, item.title)
      walk(item.children)
    }
  }
  for (const menu of menus) if (menu) walk(menu)
  return titles
}

/** The records of a list call as links; undefined while loading, [] when it failed. */
function linksOf(
  query: { data?: SitemapRecord[]; isError: boolean },
  path: (record: SitemapRecord) => string,
): SitemapLink[] | undefined {
  if (query.isError) return []
  return query.data?.map((record) => ({ path: path(record), title: record.title }))
}

export function DevSitemapPage() {
  const { t, lang } = useT()
  const title = t('about.sitemap.title')
  usePageMeta({ title })
  const header = useQuery(menuQuery(lang, 'header'))
  const footer = useQuery(menuQuery(lang, 'footer'))
  const titles = menuTitles([header.data, footer.data])
  const shortName = useQuery(generalSettingsQuery(lang)).data?.short_name
  /** A family's static pages; the short-named ones once the short name is known. */
  const staticLinks = (family: PageFamily): SitemapLink[] => [
    ...staticSlugsOf(family).map((slug) => ({ path: `/${slug}` })),
    ...(shortName === undefined
      ? []
      : (Object.keys(SHORT_NAMED_PAGES) as ShortNamedSlug[])
          .filter((slug) => SHORT_NAMED_PAGES[slug] === family)
          .map((slug) => ({ path: shortNamedPath(slug, shortName) }))),
  ]

  const list = (path: string) => sitemapListQuery(lang, path)
  const [schools, programs, grants, dual, scienceGrants, projects, sdgs, studentLife, ann, news] =
    useQueries({
      queries: [
        list('/schools'),
        list('/school-programs'),
        list('/grants'),
        list('/dual-programs'),
        list('/science-grants'),
        list('/projects'),
        list('/sdgs'),
        list('/student-lives'),
        list('/dissertation-committee/announcements'),
        list('/latest-news'),
      ],
    })
  const activities = useQueries({
    queries: (projects?.data ?? []).map((project) =>
      list(`/projects/${encodeURIComponent(project.slug ?? '')}/activities`),
    ),
  })
  const projectList = projects?.data ?? []
  const activityLinks: SitemapLink[] | undefined = projects?.isError
    ? []
    : projects?.data && activities.every((query) => !query.isPending)
      ? activities.flatMap((query, index) => {
          const project = projectList[index]
          return project
            ? (query.data ?? []).map((activity) => ({
                path: paths.projectActivity(activity.slug ?? '', project.id),
                title: activity.title,
              }))
            : []
        })
      : undefined

  const bySlug = (make: (slug: string) => string) => (record: SitemapRecord) =>
    make(record.slug ?? '')
  const fixed = (make: (slug: string) => string, slugs: string[]): SitemapLink[] =>
    slugs.map((slug) => ({ path: make(slug) }))

  const groups: SitemapGroup[] = [
    {
      key: 'main',
      links: [
        { path: paths.home, title: t('nav.home') },
        { path: paths.news, title: t('nav.news') },
        { path: paths.newsCatalog, title: t('nav.newsCatalog') },
        { path: paths.search, title: t('nav.search') },
        { path: paths.devSitemap, title },
        { path: paths.notFound },
      ],
    },
    ...FAMILIES.map((family) => ({
      key: family,
      links: staticLinks(family),
    })),
    { key: 'educationLevels', links: fixed(paths.education, EDUCATION_LEVELS) },
    { key: 'schools', links: schools && linksOf(schools, bySlug(paths.school)) },
    { key: 'programs', links: programs && linksOf(programs, bySlug(paths.schoolProgram)) },
    { key: 'grants', links: grants && linksOf(grants, bySlug(paths.grant)) },
    { key: 'dualPrograms', links: dual && linksOf(dual, bySlug(paths.dualProgram)) },
    { key: 'sciencePages', links: fixed(paths.science, SCIENCE_SECTIONS) },
    {
      key: 'scienceGrants',
      links: scienceGrants && linksOf(scienceGrants, bySlug(paths.scienceGrant)),
    },
    { key: 'projects', links: projects && linksOf(projects, bySlug(paths.project)) },
    { key: 'activities', links: activityLinks },
    { key: 'sdgs', links: sdgs && linksOf(sdgs, bySlug(paths.sdg)) },
    { key: 'studentLife', links: studentLife && linksOf(studentLife, bySlug(paths.studentLife)) },
    { key: 'announcements', links: ann && linksOf(ann, (record) => paths.announcement(record.id)) },
    { key: 'news', links: news && linksOf(news, bySlug(paths.newsItem)) },
  ]

  return (
    <>
      <Banner title={title} crumbs={[{ label: t('nav.home'), to: paths.home }, { label: title }]} />
      <div className={`container ${styles.body}`}>
        <p className={styles.lead}>{t('about.sitemap.lead')}</p>
        <div className={styles.groups}>
          {groups.map((group) =>
            group.links?.length === 0 ? null : (
              <Group key={group.key} group={group} titles={titles} />
            ),
          )}
        </div>
      </div>
    </>
  )
}

function Group({ group, titles }: { group: SitemapGroup; titles: Map<string, string> }) {
  const { t } = useT()
  const localize = useLocalize()
  const id = `sitemap-${group.key}`
  return (
    <section
      className={styles.group}
      aria-labelledby={id}
      aria-busy={group.links ? undefined : true}
    >
      <h2 id={id} className={styles.groupTitle}>
        {t(SITEMAP_GROUP_KEYS[group.key])}
        {group.links ? (
          <span className={styles.count}>
            {t('about.sitemap.count', { count: group.links.length })}
          </span>
        ) : null}
      </h2>
      {group.links ? (
        <ul role="list" className={styles.links}>
          {group.links.map((link) => {
            const name = link.title ?? titles.get(link.path)
            return (
              <li key={link.path}>
                <Link to={localize(link.path)} className={styles.link}>
                  {name ? <span className={styles.name}>{name}</span> : null}
                  <span className={styles.path}>{link.path}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className={styles.loading}>{t('common.loading')}</p>
      )}
    </section>
  )
}
