// What each static page of the family shows besides its blocks, and after which block. The
// positions follow the blocks' own words ("the full list is below", "the dates of each stage are
// shown below").
import type { Extra } from '@/blocks/ContentView'
import type { FamilySlug } from '@/routes'
import { AdmissionStages } from './AdmissionStages'
import { ADMISSION_FAQ_CATEGORIES, INTERNATIONAL_FAQ_CATEGORIES } from './constants'
import { DualProgramList } from './DualProgramList'
import { FaqSection } from './FaqSection'
import { GrantList } from './GrantList'
import { InternationalTeam } from './InternationalTeam'
import { PartnerUniversities } from './PartnerUniversities'
import { RatingsSlider } from './RatingsSlider'

const STATIC_EXTRAS: Record<FamilySlug<'education'>, Extra[]> = {
  grants: [{ key: 'grants', after: 1, render: () => <GrantList /> }],
  'double-degree-programs': [{ key: 'programs', after: 1, render: () => <DualProgramList /> }],
  'partner-universities': [
    { key: 'universities', after: 1, render: () => <PartnerUniversities /> },
  ],
  ratings: [{ key: 'ratings', after: 1, render: () => <RatingsSlider /> }],
  // Block 3 introduces the admission stages: it heads their timeline.
  'information-for-international-students': [
    {
      key: 'stages',
      after: 3,
      replacesBlock: true,
      render: (block) => <AdmissionStages heading={block} />,
    },
    {
      key: 'faq',
      after: 6,
      render: () => <FaqSection categories={INTERNATIONAL_FAQ_CATEGORIES} />,
    },
  ],
  'information-for-foreign-teachers': [],
  'selection-and-application-procedure': [
    {
      key: 'faq',
      after: 'last',
      render: () => <FaqSection categories={ADMISSION_FAQ_CATEGORIES} />,
    },
  ],
  // The team sits between the ways the office helps and its contacts.
  international: [{ key: 'team', after: 3, render: () => <InternationalTeam /> }],
  'incoming-academic-mobility': [],
  'expenses-for-the-period-of-mobility': [],
  surveys: [],
  'employee-mobility': [],
  // Where a student can go: the partner universities, by country.
  'academic-mobility': [
    { key: 'universities', after: 'last', render: () => <PartnerUniversities titled /> },
  ],
}

export function staticExtras(slug: FamilySlug<'education'>): Extra[] {
  return STATIC_EXTRAS[slug]
}
