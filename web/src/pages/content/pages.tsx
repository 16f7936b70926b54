// The routes of the family: the static pages with visitor forms by their fixed slug, a centre and
// a school.
import { useParams } from 'react-router'
import { ContentView } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import { centerExtras, schoolExtras, staticExtras, type StaticSlug } from './extras'

export function StaticPage({ slug }: { slug: StaticSlug }) {
  const { t } = useT()
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={staticExtras(slug, t)} />
}

export function CenterPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('center', slug)
  return <ContentView page={page} blocks={blocks} extras={centerExtras()} />
}

export function SchoolPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('school', slug)
  return <ContentView page={page} blocks={blocks} extras={page ? schoolExtras(page.id) : []} />
}
