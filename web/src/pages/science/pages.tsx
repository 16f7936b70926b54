// TEMPORARY skeleton of the science family: the helper building it replaces this file.
import { useParams } from 'react-router'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'

const EXTRAS: Partial<Record<FamilySlug<'science'>, Extra[]>> = {}

export function StaticPage({ slug }: { slug: FamilySlug<'science'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={EXTRAS[slug] ?? []} />
}

export function SciencePage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('science', slug)
  return <ContentView page={page} blocks={blocks} extras={[]} />
}

export function PublicationPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('publication', slug)
  return <ContentView page={page} blocks={blocks} extras={[]} />
}

export function ScienceGrantPage() {
  return null
}

export function ProjectPage() {
  return null
}

export function ProjectActivityPage() {
  return null
}

export function SdgPage() {
  return null
}

export function AnnouncementPage() {
  return null
}
