// What each page of the family shows besides its blocks, and where: the lists a page carries,
// mostly in the place of the block that introduces them (that block's title then heads the list).
import type { Extra } from '@/blocks/ContentView'
import { EmployeeSection } from '@/blocks/EmployeeCards'
import { ListSection } from '@/blocks/ListSection'
import { SchoolNewsTabs } from '@/blocks/SchoolNewsTabs'
import { VacanciesList } from '@/blocks/VacanciesList'
import type { useT } from '@/i18n/LangContext'
import type { FamilySlug } from '@/routes'
import { MainContacts, OfficeContacts } from './Contacts'
import { Partners } from './Partners'
import { Awards, EventsCalendar, Organizations, SportsClubs } from './StudentLife'
import { Volunteers } from './Volunteers'

export type StaticSlug = FamilySlug<'campus'>
type T = ReturnType<typeof useT>['t']

/** The HR department has a page of its own (Hr.tsx); the others are content pages with extras. */
export type ContentSlug = Exclude<StaticSlug, 'hr-department'>

export function staticExtras(slug: ContentSlug, t: T): Extra[] {
  switch (slug) {
    // Block 4, "Vacancies and partner companies", heads the vacancies; the partners follow.
    case 'career-development-office':
      return [
        {
          key: 'vacancies',
          after: 4,
          replacesBlock: true,
          render: (block) => <VacanciesList heading={block} />,
        },
        { key: 'partners', after: 4, render: () => <Partners /> },
      ]
    case 'volunteers':
      return [{ key: 'volunteers', after: 1, render: () => <Volunteers /> }]
    // Block 4 presents the CAMRY council: its members follow it.
    case 'inclusion':
      return [
        {
          key: 'members',
          after: 4,
          render: () => (
            <EmployeeSection
              type="camry-member"
              title={t('campus.people.camryMembers')}
              layout="slider"
            />
          ),
        },
        {
          key: 'news',
          after: 'last',
          render: () => (
            <ListSection title={t('campus.inclusion.news')}>
              <SchoolNewsTabs limit={6} label={t('campus.inclusion.news')} />
            </ListSection>
          ),
        },
      ]
    // The university's address first; block 1 announces the offices' contacts below it.
    case 'contacts':
      return [
        { key: 'contacts', after: 0, render: () => <MainContacts /> },
        { key: 'offices', after: 1, render: () => <OfficeContacts /> },
      ]
    case 'military-department':
      return []
  }
}

/** The student-life pages by slug; an unknown slug never gets here (the page record is missing). */
export function studentLifeExtras(slug: string, t: T): Extra[] {
  switch (slug) {
    case 'organization':
      return [
        {
          key: 'organizations',
          after: 2,
          replacesBlock: true,
          render: (block) => <Organizations block={block} />,
        },
        { key: 'awards', after: 'last', render: () => <Awards /> },
      ]
    case 'deans-office':
      return [
        {
          key: 'staff',
          after: 'last',
          render: () => (
            <EmployeeSection type="deans-office-staff" title={t('campus.people.deansOffice')} />
          ),
        },
      ]
    case 'sports-clubs':
      return [
        {
          key: 'clubs',
          after: 2,
          replacesBlock: true,
          render: (block) => <SportsClubs block={block} />,
        },
      ]
    case 'events':
      return [
        {
          key: 'events',
          after: 2,
          replacesBlock: true,
          render: (block) => <EventsCalendar block={block} />,
        },
      ]
    default:
      return []
  }
}

/** Both councils' pages: block 3 introduces the members, who follow in a slider. */
export function businessAdviceExtras(t: T): Extra[] {
  return [
    {
      key: 'members',
      after: 3,
      replacesBlock: true,
      render: (block) => (
        <EmployeeSection
          type="council-member"
          block={block}
          title={t('campus.people.councilMembers')}
          layout="slider"
        />
      ),
    },
  ]
}
