// TEMPORARY skeleton of the campus family: the helper building it replaces this file.
import { useParams } from 'react-router'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'

const EXTRAS: Partial<Record<FamilySlug<'campus'>, Extra[]>> = {}

export function StaticPage({ slug }: { slug: FamilySlug<'campus'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={EXTRAS[slug] ?? []} />
}

export function StudentLifePage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('student-life', slug)
  return <ContentView page={page} blocks={blocks} extras={[]} />
}

export function BusinessAdvicePage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('business-advice', slug)
  return <ContentView page={page} blocks={blocks} extras={[]} />
}

export function HrSectionPage() {
  return null
}
