// TEMPORARY skeleton of the about family: the helper building it replaces this file.
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useStaticPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'

const EXTRAS: Partial<Record<FamilySlug<'about'>, Extra[]>> = {}

export function StaticPage({ slug }: { slug: FamilySlug<'about'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={EXTRAS[slug] ?? []} />
}

export function DevSitemapPage() {
  return null
}
