// Science: research projects and their activities, science grants, scientists, research teams,
// partner projects, publications, olympiad results, providers, the sustainable development goals
// and the dissertation council's announcements.
import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'

type Schemas = components['schemas']

export type Project = Schemas['Project']
export type Activity = Schemas['Activity']
export type ScienceGrant = Schemas['ScienceGrant']
export type Scientist = Schemas['Scientist']
export type ResearchTeam = Schemas['ResearchTeam']
/** An international or RG-gold (programme-targeted) project. */
export type PartnerProject = Schemas['PartnerProject']
export type Publication = Schemas['Publication']
export type OlympiadResult = Schemas['OlympiadResult']
export type Provider = Schemas['Provider']
export type Sdg = Schemas['Sdg']
export type Announcement = Schemas['Announcement']

/** A list call without parameters, e.g. "/projects". */
const listQuery = <T>(path: string, lang: Lang) =>
  queryOptions({
    queryKey: ['science', path, lang],
    queryFn: ({ signal }) => apiGet<T[]>(path, lang, {}, signal),
  })

export const projectsQuery = (lang: Lang) => listQuery<Project>('/projects', lang)
export const scienceGrantsQuery = (lang: Lang) => listQuery<ScienceGrant>('/science-grants', lang)
export const researchTeamsQuery = (lang: Lang) => listQuery<ResearchTeam>('/research-teams', lang)
export const internationalProjectsQuery = (lang: Lang) =>
  listQuery<PartnerProject>('/international-projects', lang)
export const rgGoldProjectsQuery = (lang: Lang) =>
  listQuery<PartnerProject>('/rg-gold-projects', lang)
export const publicationsQuery = (lang: Lang) => listQuery<Publication>('/publications', lang)
export const olympiadResultsQuery = (lang: Lang) =>
  listQuery<OlympiadResult>('/olympiad-results', lang)
export const sdgsQuery = (lang: Lang) => listQuery<Sdg>('/sdgs', lang)
export const announcementsQuery = (lang: Lang) =>
  listQuery<Announcement>('/dissertation-committee/announcements', lang)

/** A project's activities, the newest first; `project` is its slug or id. */
export const activitiesQuery = (lang: Lang, project: string | number) =>
  queryOptions({
    queryKey: ['science', 'activities', String(project), lang],
    queryFn: ({ signal }) =>
      apiGet<Activity[]>(`/projects/${encodeURIComponent(project)}/activities`, lang, {}, signal),
  })

/** One activity of a project (both named by slug or id). */
export const activityQuery = (lang: Lang, project: string | number, activity: string) =>
  queryOptions({
    queryKey: ['science', 'activity', String(project), activity, lang],
    queryFn: ({ signal }) =>
      apiGet<Activity>(
        `/projects/${encodeURIComponent(project)}/activities/${encodeURIComponent(activity)}`,
        lang,
        {},
        signal,
      ),
  })

export const scienceGrantQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['science', 'science-grant', slug, lang],
    queryFn: ({ signal }) =>
      apiGet<ScienceGrant>(`/science-grants/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

/** Scientists, all of them or those of one project or science grant (by id). */
export const scientistsQuery = (lang: Lang, filter: { project?: number; grant?: number } = {}) =>
  queryOptions({
    queryKey: ['science', 'scientists', filter, lang],
    queryFn: ({ signal }) => apiGet<Scientist[]>('/scientists', lang, filter, signal),
  })

/** Technology and data providers, all of them or those of one project (by id). */
export const providersQuery = (lang: Lang, project?: number) =>
  queryOptions({
    queryKey: ['science', 'providers', project ?? null, lang],
    queryFn: ({ signal }) => apiGet<Provider[]>('/providers', lang, { project }, signal),
  })

export const announcementQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: ['science', 'announcement', id, lang],
    queryFn: ({ signal }) =>
      apiGet<Announcement>(
        `/dissertation-committee/announcements/${encodeURIComponent(id)}`,
        lang,
        {},
        signal,
      ),
  })

export type ProjectPartner = Schemas['ProjectPartner']

/** The organisations a project (by its slug) works with. */
export const projectPartnersQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['science', 'project-partners', slug, lang],
    queryFn: ({ signal }) =>
      apiGet<ProjectPartner[]>(`/projects/${encodeURIComponent(slug)}/partners`, lang, {}, signal),
  })
