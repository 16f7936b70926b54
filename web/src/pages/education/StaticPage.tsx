// The family's static pages: grants, double degrees, partners, rankings, the information pages
// and the international office with its mobility pages. Each shows its blocks and what the
// content says comes "below" them (extras.tsx).
import { ContentView } from '@/blocks/ContentView'
import { useStaticPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'
import { staticExtras } from './extras'

export function StaticPage({ slug }: { slug: FamilySlug<'education'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={staticExtras(slug)} />
}
