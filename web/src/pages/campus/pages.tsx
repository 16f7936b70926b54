// The routes of the family: its static pages by their fixed slug, the student-life and
// business-advice pages by the slug of their URL, and the HR department with its sections.
import { useParams } from 'react-router'
import { ContentView } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { useStaticPageContent, useTypedPageContent } from '@/lib/usePageContent'
import {
  businessAdviceExtras,
  staticExtras,
  studentLifeExtras,
  type ContentSlug,
  type StaticSlug,
} from './extras'
import { HrOverviewPage } from './Hr'

export { HrSectionPage } from './Hr'

export function StaticPage({ slug }: { slug: StaticSlug }) {
  return slug === 'hr-department' ? <HrOverviewPage /> : <ContentPage slug={slug} />
}

function ContentPage({ slug }: { slug: ContentSlug }) {
  const { t } = useT()
  const { page, blocks } = useStaticPageContent(slug)
  return <ContentView page={page} blocks={blocks} extras={staticExtras(slug, t)} />
}

export function StudentLifePage() {
  const { slug = '' } = useParams()
  const { t } = useT()
  const { page, blocks } = useTypedPageContent('student-life', slug)
  return <ContentView page={page} blocks={blocks} extras={studentLifeExtras(slug, t)} />
}

export function BusinessAdvicePage() {
  const { slug = '' } = useParams()
  const { t } = useT()
  const { page, blocks } = useTypedPageContent('business-advice', slug)
  return <ContentView page={page} blocks={blocks} extras={businessAdviceExtras(t)} />
}
