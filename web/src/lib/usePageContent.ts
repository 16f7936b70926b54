// The two ways a content page loads (spec section 4: set the path, fetch, then title, description
// and data). The page record is required: a failure sends the visitor to /404. Blocks are not: a
// page without blocks still shows its lists and forms.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { pageBlocksQuery, pageQuery, staticBlocksQuery } from '@/api/pages'
import type { BlockMap, Page } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { useNotFoundWhen } from './useNotFoundWhen'
import { useRequiredQuery } from './useRequiredQuery'
import { useWarnOnError } from './useWarnOnError'

export interface PageContent {
  /** Undefined while loading. */
  page: Page | undefined
  /** Undefined while loading; an empty map when the page has none or they failed to load. */
  blocks: BlockMap | undefined
}

const NO_BLOCKS: BlockMap = {}

/**
 * Blocks a page can do without, once `enabled` (its record is known): undefined while loading, an
 * empty map when there are none or they failed (a failure only logs).
 */
export function useOptionalBlocks<TKey extends QueryKey>(
  options: UseQueryOptions<BlockMap, Error, BlockMap, TKey>,
  enabled = true,
): BlockMap | undefined {
  const blocks = useQuery({ ...options, enabled })
  useWarnOnError(blocks.error, 'The page blocks')
  return blocks.isError ? NO_BLOCKS : blocks.data
}

/** A static page by its slug: library, ratings, history (which is at /history-dbu), ... */
export function useStaticPageContent(slug: string): PageContent {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  return { page: page.data, blocks: useOptionalBlocks(staticBlocksQuery(lang, slug)) }
}

/**
 * A page of a type by the slug of its URL (/school/:slug, /education/:slug, /center/:slug ...):
 * the slug must name a page of that type, else the visitor lands on /404.
 */
export function useTypedPageContent(type: string, slug: string): PageContent {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  const wrongType = page.data !== undefined && page.data.type !== type
  useNotFoundWhen(wrongType)
  const data = wrongType ? undefined : page.data
  return {
    page: data,
    blocks: useOptionalBlocks(pageBlocksQuery(lang, type, data?.id ?? 0), Boolean(data)),
  }
}
