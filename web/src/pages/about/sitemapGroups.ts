// The groups of the development sitemap and the interface text that names each.
export const SITEMAP_GROUP_KEYS = {
  main: 'about.sitemap.groups.main',
  content: 'about.sitemap.groups.content',
  education: 'about.sitemap.groups.education',
  science: 'about.sitemap.groups.science',
  campus: 'about.sitemap.groups.campus',
  about: 'about.sitemap.groups.about',
  educationLevels: 'about.sitemap.groups.educationLevels',
  schools: 'about.sitemap.groups.schools',
  programs: 'about.sitemap.groups.programs',
  grants: 'about.sitemap.groups.grants',
  dualPrograms: 'about.sitemap.groups.dualPrograms',
  sciencePages: 'about.sitemap.groups.sciencePages',
  scienceGrants: 'about.sitemap.groups.scienceGrants',
  projects: 'about.sitemap.groups.projects',
  activities: 'about.sitemap.groups.activities',
  sdgs: 'about.sitemap.groups.sdgs',
  studentLife: 'about.sitemap.groups.studentLife',
  announcements: 'about.sitemap.groups.announcements',
  news: 'about.sitemap.groups.news',
} as const

export type SitemapGroupKey = keyof typeof SITEMAP_GROUP_KEYS
