// The student-life lists, the university's events, volunteers, partner companies and graduates:
// the lists of the campus pages (student life, career development office, volunteers) and of the
// school pages.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'

type Schemas = components['schemas']

export type Organization = Schemas['Organization']
export type SportsClub = Schemas['SportsClub']
export type Award = Schemas['Award']
export type CampusEvent = Schemas['Event']
export type Volunteer = Schemas['Volunteer']
export type Partner = Schemas['Partner']
export type PartnerPage = Schemas['Paginated_Partner']
export type Graduate = Schemas['Graduate']

export const organizationsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['organizations', lang],
    queryFn: ({ signal }) => apiGet<Organization[]>('/organizations', lang, {}, signal),
  })

export const sportsClubsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['sports-clubs', lang],
    queryFn: ({ signal }) => apiGet<SportsClub[]>('/sports-clubs', lang, {}, signal),
  })

export const awardsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['awards', lang],
    queryFn: ({ signal }) => apiGet<Award[]>('/awards', lang, {}, signal),
  })

export type EventsWhen = 'upcoming' | 'past'

/** Upcoming events (soonest first) or past ones (latest first), as the server orders them. */
export const eventsQuery = (lang: Lang, when: EventsWhen) =>
  queryOptions({
    queryKey: ['events', when, lang],
    queryFn: ({ signal }) => apiGet<CampusEvent[]>(`/events/${when}`, lang, {}, signal),
  })

export const volunteersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['volunteers', lang],
    queryFn: ({ signal }) => apiGet<Volunteer[]>('/volunteers', lang, {}, signal),
  })

/** One page of partner companies, 12 a page. */
export const partnersQuery = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['partners', page, lang],
    queryFn: ({ signal }) => apiGet<PartnerPage>('/partners', lang, { page }, signal),
    placeholderData: keepPreviousData,
  })

/** The graduates of one school, with their video stories. */
export const graduatesQuery = (lang: Lang, school: number) =>
  queryOptions({
    queryKey: ['graduates', school, lang],
    queryFn: ({ signal }) => apiGet<Graduate[]>('/graduates', lang, { school }, signal),
  })
