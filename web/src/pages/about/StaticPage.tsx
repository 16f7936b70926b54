// The pages about the university itself: each is its banner and blocks, plus what extras.tsx
// adds for its slug. The history and strategy pages load differently (see their files).
import { ContentView } from '@/blocks/ContentView'
import { useStaticPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'
import { aboutExtras } from './extras'
import { HistoryPage } from './HistoryPage'
import { StrategyPage } from './StrategyPage'

export function StaticPage({ slug }: { slug: FamilySlug<'about'> }) {
  if (slug === 'history') return <HistoryPage slug={slug} />
  if (slug === 'strategy') return <StrategyPage />
  return <BlocksPage slug={slug} />
}

function BlocksPage({ slug }: { slug: FamilySlug<'about'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={aboutExtras(slug)} />
}
