// What each page of the family shows besides its blocks (the per-slug slot): the forms and lists
// this page carries, and where among the blocks they go.
import type { FamilySlug } from '@/routes'
import { ArchiveRequests } from './ArchiveRequests'
import { BooksSection } from './BooksSection'
import type { Extra } from '@/blocks/ContentView'
import {
  ReceptionSection,
  SchoolSection,
  ServiceSection,
  SummerSchoolSection,
} from './FormSections'
import { QuestionCallout } from './QuestionCallout'
import { VacanciesList } from './VacanciesList'

export type StaticSlug = FamilySlug<'content'>

const STATIC_EXTRAS: Record<StaticSlug, Extra[]> = {
  // Block 1 invites a letter to the rector; block 3 gives the office hours of the visits.
  'virtual-reception': [
    { key: 'question', after: 1, render: () => <QuestionCallout /> },
    { key: 'reception', after: 'last', render: () => <ReceptionSection /> },
  ],
  // Block 4 says "fill in the form below".
  jessup: [{ key: 'reception', after: 4, render: () => <ReceptionSection /> }],
  library: [{ key: 'books', after: 'last', render: () => <BooksSection /> }],
  // Block 1 is "Open vacancies": it titles the list.
  'development-office': [
    {
      key: 'vacancies',
      after: 1,
      replacesBlock: true,
      render: (block) => <VacanciesList heading={block} />,
    },
  ],
  'summer-school': [{ key: 'summer-school', after: 'last', render: () => <SummerSchoolSection /> }],
  'service-center': [
    { key: 'service', after: 'last', render: () => <ServiceSection /> },
    { key: 'archive', after: 'last', render: () => <ArchiveRequests /> },
  ],
}

export function staticExtras(slug: StaticSlug): Extra[] {
  return STATIC_EXTRAS[slug]
}

/** A centre page has only the consultation form besides its blocks. */
export function centerExtras(): Extra[] {
  return []
}

export function schoolExtras(schoolId: number): Extra[] {
  return [{ key: 'school', after: 'last', render: () => <SchoolSection schoolId={schoolId} /> }]
}
