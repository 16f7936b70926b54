// Pages whose content is a record of a list (a programme, a grant, a project, a goal, an
// announcement) rather than a row of the pages table. As a page the record has the same parts:
// title, SEO texts (as the server renders them into the head: the title and the plain text of the
// description) and a banner; it must exist, else the visitor lands on /404.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { Page } from '@/api/types'
import { plainText } from './plainText'
import { useNotFoundWhen } from './useNotFoundWhen'
import { useRequiredQuery } from './useRequiredQuery'

export function recordPage(
  type: string,
  record: { id: number; slug: string; title: string; desc?: string; image?: string | null },
  banner: string | null | undefined = record.image,
): Page {
  return {
    id: record.id,
    type,
    slug: record.slug,
    title: record.title,
    seo: { title: record.title, description: plainText(record.desc ?? '') },
    banner,
    image: banner,
  }
}

/**
 * The record of a list that the page is about (a goal among /sdgs, a project among /projects):
 * undefined while loading; a failed list or no match sends the visitor to /404.
 */
export function useRequiredRecord<T, TKey extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  match: (record: T) => boolean,
): T | undefined {
  const list = useRequiredQuery(options)
  const record = list.data?.find(match)
  useNotFoundWhen(list.data !== undefined && record === undefined)
  return record
}
