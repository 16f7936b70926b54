import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { Block, BlockMap, Page } from './types'

/** A page record by slug ("main" for the home page, "news", "news-catalog", ...). */
export const pageQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['pages', slug, lang],
    queryFn: ({ signal }) => apiGet<Page>(`/pages/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

/** The blocks of a static page by its slug ("library", "service-center", ...). */
export const staticBlocksQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['pages', 'static', 'blocks', slug, lang],
    queryFn: ({ signal }) =>
      apiGet<BlockMap>(`/pages/static/${encodeURIComponent(slug)}`, lang, {}, signal),
  })

/** The blocks of a page by its type and id, e.g. ("static", 1) for the home page. */
export const pageBlocksQuery = (lang: Lang, type: string, id: number) =>
  queryOptions({
    queryKey: ['pages', type, 'blocks', id, lang],
    queryFn: ({ signal }) =>
      apiGet<BlockMap>(`/pages/${encodeURIComponent(type)}/blocks/${id}`, lang, {}, signal),
  })

/** The block stored under "{slug}-block{n}" (the first of its array). */
export function blockOf(blocks: BlockMap | undefined, key: string): Block | undefined {
  return blocks?.[key]?.[0]
}

/** Every block of a map, in page order. */
export function blocksInOrder(blocks: BlockMap | undefined): { key: string; block: Block }[] {
  return Object.entries(blocks ?? {})
    .flatMap(([key, list]) => (list[0] ? [{ key, block: list[0] }] : []))
    .sort((a, b) => a.block.position - b.block.position)
}
