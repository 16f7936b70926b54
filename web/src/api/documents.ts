// The university's document lists (/documents/{id}: 173–179, ten a page) and the FAQ-like lists
// of certificates, purchases (by year) and methodological documents (by year, ten a page).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { components } from './schema'

type Schemas = components['schemas']

/** A document of a list: its title, date (`YYYY-MM-DD`), PDF path and size in bytes. */
export type UniversityDocument = Schemas['Document']
export type DocumentPage = Schemas['Paginated_Document']
/** A question-and-answer item (a purchase, a methodological document, a certificate). */
export type Faq = Schemas['Faq']
export type FaqPage = Schemas['Paginated_Faq']

/** One page of a document list, e.g. 175 (the consolidated financial statements). */
export const documentsQuery = (lang: Lang, listId: number, page: number) =>
  queryOptions({
    queryKey: ['documents', listId, page, lang],
    queryFn: ({ signal }) => apiGet<DocumentPage>(`/documents/${listId}`, lang, { page }, signal),
    placeholderData: keepPreviousData,
  })

/** The university's purchases, newest year first; a year keeps only that year's. */
export const purchasesQuery = (lang: Lang, year: number | undefined) =>
  queryOptions({
    queryKey: ['faqs', 'purchases', year ?? 'all', lang],
    queryFn: ({ signal }) => apiGet<Faq[]>('/faqs/purchases', lang, { year }, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the educational and methodological association's documents. */
export const faqDocumentsQuery = (lang: Lang, page: number, year: number | undefined) =>
  queryOptions({
    queryKey: ['faqs', 'documents', year ?? 'all', page, lang],
    queryFn: ({ signal }) => apiGet<FaqPage>('/faqs/documents', lang, { page, year }, signal),
    placeholderData: keepPreviousData,
  })

/** How to get certificates and transcripts. */
export const certificatesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['faqs', 'certificates', lang],
    queryFn: ({ signal }) => apiGet<Faq[]>('/faqs/certificates', lang, {}, signal),
  })
