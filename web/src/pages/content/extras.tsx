// What each page of the family shows besides its blocks (the per-slug slot): the forms and lists
// this page carries, and where among the blocks they go.
import type { Extra } from '@/blocks/ContentView'
import { DocumentList } from '@/blocks/DocumentList'
import { VacanciesList } from '@/blocks/VacanciesList'
import type { useT } from '@/i18n/LangContext'
import type { FamilySlug } from '@/routes'
import { ArchiveRequests } from './ArchiveRequests'
import { BooksSection } from './BooksSection'
import { Departments } from './Departments'
import {
  ReceptionSection,
  SchoolSection,
  ServiceSection,
  SummerSchoolSection,
} from './FormSections'
import { Graduates } from './Graduates'
import { CentrePeople, JessupCoaches } from './People'
import { SchoolStaff } from './SchoolStaff'
import { QuestionCallout } from './QuestionCallout'
import { Webinars } from './Webinars'

export type StaticSlug = FamilySlug<'content'>
type T = ReturnType<typeof useT>['t']

const staticExtrasOf = (t: T): Record<StaticSlug, Extra[]> => ({
  // Block 1 invites a letter to the rector; block 3 gives the office hours of the visits.
  'virtual-reception': [
    { key: 'question', after: 1, render: () => <QuestionCallout /> },
    { key: 'reception', after: 'last', render: () => <ReceptionSection /> },
  ],
  // Block 2 presents the Jessup team: its coaches follow. Block 4 says "fill in the form below".
  jessup: [
    { key: 'coaches', after: 2, render: () => <JessupCoaches /> },
    { key: 'reception', after: 4, render: () => <ReceptionSection /> },
  ],
  // Block 4 introduces the webinars; the library's two document lists and the books follow.
  library: [
    {
      key: 'webinars',
      after: 4,
      replacesBlock: true,
      render: (block) => <Webinars block={block} />,
    },
    {
      key: 'rules',
      after: 4,
      render: () => <DocumentList listId={173} title={t('campus.libraryDocuments.rules')} />,
    },
    {
      key: 'guides',
      after: 4,
      render: () => <DocumentList listId={174} title={t('campus.libraryDocuments.guides')} />,
    },
    { key: 'books', after: 'last', render: () => <BooksSection /> },
  ],
  // Block 1 is "Open vacancies": it titles the list. Block 3, "University departments", titles
  // the departments' list.
  'development-office': [
    {
      key: 'vacancies',
      after: 1,
      replacesBlock: true,
      render: (block) => <VacanciesList heading={block} />,
    },
    {
      key: 'departments',
      after: 3,
      replacesBlock: true,
      render: (block) => <Departments heading={block} />,
    },
  ],
  'summer-school': [{ key: 'summer-school', after: 'last', render: () => <SummerSchoolSection /> }],
  'service-center': [
    { key: 'service', after: 'last', render: () => <ServiceSection /> },
    { key: 'archive', after: 'last', render: () => <ArchiveRequests /> },
  ],
})

export function staticExtras(slug: StaticSlug, t: T): Extra[] {
  return staticExtrasOf(t)[slug]
}

/**
 * A centre page: block 3 introduces the head of the centre and the coaches. Its registration
 * block (block 4, "fill in the form below") is the consultation form, which every page has.
 */
export function centerExtras(): Extra[] {
  return [
    {
      key: 'people',
      after: 3,
      replacesBlock: true,
      render: (block) => <CentrePeople block={block} />,
    },
  ]
}

/** A school page: its administration and teachers, its graduates' stories, the application form. */
export function schoolExtras(schoolId: number): Extra[] {
  return [
    {
      key: 'administration',
      after: 'last',
      render: () => <SchoolStaff schoolId={schoolId} type="school-administration" />,
    },
    {
      key: 'teachers',
      after: 'last',
      render: () => <SchoolStaff schoolId={schoolId} type="teaching-staff" />,
    },
    { key: 'graduates', after: 'last', render: () => <Graduates schoolId={schoolId} /> },
    { key: 'school', after: 'last', render: () => <SchoolSection schoolId={schoolId} /> },
  ]
}
