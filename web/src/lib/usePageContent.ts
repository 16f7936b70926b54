// The two ways a content page loads (spec section 4: set the path, fetch, then title, description
// and data). The page record is required: a failure sends the visitor to /404. Blocks are not: a
// page without blocks still shows its lists and forms.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { pageBlocksQuery, pageQuery, staticBlocksQuery } from '@/api/pages'
import type { BlockMap, Page } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { paths, useLocalize } from '@/routes'
import { useRequiredQuery } from './useRequiredQuery'

const NO_BLOCKS: BlockMap = {}

export interface PageContent {
  /** Undefined while loading. */
  page: Page | undefined
  /** Undefined while loading; an empty map when the page has none or they failed to load. */
  blocks: BlockMap | undefined
}

function blocksOrEmpty(query: { data?: BlockMap; isError: boolean }): BlockMap | undefined {
  return query.isError ? NO_BLOCKS : query.data
}

/** A static page by its slug (which is also its path): /library, /ratings, /history-dbu, ... */
export function useStaticPageContent(slug: string): PageContent {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  const blocks = useQuery(staticBlocksQuery(lang, slug))
  return { page: page.data, blocks: blocksOrEmpty(blocks) }
}

/**
 * A page of a type by the slug of its URL (/school/:slug, /education/:slug, /center/:slug ...):
 * the slug must name a page of that type, else the visitor lands on /404.
 */
export function useTypedPageContent(type: string, slug: string): PageContent {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  const navigate = useNavigate()
  const localize = useLocalize()
  const wrongType = page.data !== undefined && page.data.type !== type
  useEffect(() => {
    if (wrongType) void navigate(localize(paths.notFound), { replace: true })
  }, [wrongType, navigate, localize])
  const data = wrongType ? undefined : page.data
  const blocks = useQuery({ ...pageBlocksQuery(lang, type, data?.id ?? 0), enabled: Boolean(data) })
  return { page: data, blocks: blocksOrEmpty(blocks) }
}
