// The three routes of the family: a static page by its fixed slug, a centre and a school. Each
// loads its page record (required: a failure goes to /404) and its blocks.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { pageBlocksQuery, pageQuery, staticBlocksQuery } from '@/api/pages'
import type { BlockMap } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths, useLocalize } from '@/routes'
import { ContentView } from './ContentView'
import { centerExtras, schoolExtras, staticExtras, type StaticSlug } from './extras'

const NO_BLOCKS: BlockMap = {}

/** A page without blocks still shows its forms. */
function blocksOrEmpty(query: { data?: BlockMap; isError: boolean }): BlockMap | undefined {
  return query.isError ? NO_BLOCKS : query.data
}

export function StaticPage({ slug }: { slug: StaticSlug }) {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  const blocks = useQuery(staticBlocksQuery(lang, slug))
  return <ContentView page={page.data} blocks={blocksOrEmpty(blocks)} extras={staticExtras(slug)} />
}

/** /center/:slug and /school/:slug: the slug must name a page of that type, else /404. */
function useTypedPage(type: 'center' | 'school') {
  const { slug = '' } = useParams()
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

export function CenterPage() {
  const { page, blocks } = useTypedPage('center')
  return <ContentView page={page} blocks={blocks} extras={centerExtras()} />
}

export function SchoolPage() {
  const { page, blocks } = useTypedPage('school')
  return <ContentView page={page} blocks={blocks} extras={page ? schoolExtras(page.id) : []} />
}
