// TEMPORARY skeleton of the education family: the helper building it replaces this file.
import { useParams } from 'react-router'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import type { FamilySlug } from '@/routes'

const EXTRAS: Partial<Record<FamilySlug<'education'>, Extra[]>> = {}

export function StaticPage({ slug }: { slug: FamilySlug<'education'> }) {
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={EXTRAS[slug] ?? []} />
}

export function EducationPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('education', slug)
  return <ContentView page={page} blocks={blocks} extras={[]} />
}

export function SchoolProgramPage() {
  return null
}

export function GrantPage() {
  return null
}

export function DualProgramPage() {
  return null
}
