// The family's pages that are rows of the pages table: the static pages (/olympiad,
// /digital-university, ...), the science pages (/science/research, /science/research-centers,
// /science/olympiads) and the journals (/publication/{slug}).
import { useParams } from 'react-router'
import { ContentView } from '@/blocks/ContentView'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'
import {
  isScienceSlug,
  PUBLICATION_EXTRAS,
  SCIENCE_EXTRAS,
  STATIC_EXTRAS,
  type ScienceSlug,
} from './extras'
import { NotFound } from './NotFound'

export function StaticPage({ slug }: { slug: FamilySlug<'science'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={STATIC_EXTRAS[slug]} />
}

export function SciencePage() {
  const { slug = '' } = useParams()
  // Only the three science sub-pages exist: any other slug is an error, known before any call.
  return isScienceSlug(slug) ? <ScienceSubPage slug={slug} /> : <NotFound />
}

function ScienceSubPage({ slug }: { slug: ScienceSlug }) {
  const { page, blocks } = useTypedPageContent('science', slug)
  return <ContentView page={page} blocks={blocks} extras={SCIENCE_EXTRAS[slug]} />
}

export function PublicationPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('publication', slug)
  return <ContentView page={page} blocks={blocks} extras={PUBLICATION_EXTRAS} />
}
