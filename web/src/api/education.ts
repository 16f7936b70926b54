// Studying here: grants and discounts, FAQ categories and their questions, rankings, partner
// universities and the admission stages.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'
import type { BlockMap, HandbookItem } from './types'

type Schemas = components['schemas']

export type Grant = Schemas['Grant']
export type QuestionCategory = Schemas['QuestionCategory']
export type QuestionPage = Schemas['Paginated_Question']
export type Question = QuestionPage['data'][number]
export type RatingPage = Schemas['Paginated_Rating']
export type Rating = RatingPage['data'][number]
export type University = Schemas['University']
export type AdmissionStage = Schemas['AdmissionStage']

const LONG = 30 * 60_000

export const grantsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['grants', lang],
    queryFn: ({ signal }) => apiGet<Grant[]>('/grants', lang, {}, signal),
    staleTime: LONG,
  })

/** One grant by its slug (or id). */
export const grantQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['grant', slug, lang],
    queryFn: ({ signal }) => apiGet<Grant>(`/grants/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

/** A grant page's blocks, by the grant's id. */
export const grantBlocksQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['grants', 'blocks', id, lang],
    queryFn: ({ signal }) => apiGet<BlockMap>(`/grants/blocks/${id}`, lang, {}, signal),
  })

/** The kinds of grant (state grant, rector's grant, discounts ...) that label the grants. */
export const grantTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['handbooks', 'grant-types', lang],
    queryFn: ({ signal }) => apiGet<HandbookItem[]>('/handbooks/grant-types', lang, {}, signal),
    staleTime: LONG,
  })

export const questionCategoryQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: ['question-categories', id, lang],
    queryFn: ({ signal }) =>
      apiGet<QuestionCategory>(`/question-categories/${id}`, lang, {}, signal),
    staleTime: LONG,
  })

/** A FAQ category's questions, 10 a page; the next page is added below the ones shown. */
export const questionsQuery = (lang: Lang, category: number) =>
  infiniteQueryOptions({
    queryKey: ['questions', category, lang],
    queryFn: ({ pageParam, signal }) =>
      apiGet<QuestionPage>(`/questions/${category}`, lang, { page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }: QuestionPage) =>
      meta.current_page < meta.last_page ? meta.current_page + 1 : undefined,
    staleTime: LONG,
  })

export const ratingsQuery = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['ratings', page, lang],
    queryFn: ({ signal }) => apiGet<RatingPage>('/ratings', lang, { page }, signal),
    staleTime: LONG,
  })

/** Partner universities, all or those of one country (ISO 3166-1 alpha-2 code). */
export const universitiesQuery = (lang: Lang, country = '') =>
  queryOptions({
    queryKey: ['universities', country, lang],
    queryFn: ({ signal }) =>
      apiGet<University[]>('/universities', lang, { country: country || undefined }, signal),
    staleTime: LONG,
  })

export const admissionStagesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['admission-stages', lang],
    queryFn: ({ signal }) => apiGet<AdmissionStage[]>('/admission-stages', lang, {}, signal),
    staleTime: LONG,
  })
