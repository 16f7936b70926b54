// What each page of the family shows besides its blocks, and where among them: the lists its
// blocks announce ("the full list is below") in the place they announce them.
import type { Extra } from '@/blocks/ContentView'
import type { FamilySlug } from '@/routes'
import { Announcements } from './Announcements'
import { BlockSlider } from './BlockSlider'
import { OlympiadResults } from './OlympiadResults'
import { PartnerProjects } from './PartnerProjects'
import { Publications } from './Publications'
import { ResearchProjects, ScienceGrants } from './ResearchCards'
import { ResearchTeams } from './ResearchTeams'
import { AllScientists } from './Scientists'
import { SdgGrid } from './Sdgs'

export const STATIC_EXTRAS: Record<FamilySlug<'science'>, Extra[]> = {
  // Block 1 ends "read below what we are doing for each of them".
  'our-sustainable-development': [{ key: 'goals', after: 1, render: () => <SdgGrid /> }],
  // Block 3, "Upcoming defences", titles the list of announcements.
  'dissertation-committee': [
    {
      key: 'announcements',
      after: 3,
      replacesBlock: true,
      render: (block) => <Announcements heading={block} />,
    },
  ],
  olympiad: [{ key: 'results', after: 'last', render: () => <OlympiadResults /> }],
  // Blocks 2 (digital services) and 3 (e-learning platforms) are the page's two sliders.
  'digital-university': [
    { key: 'services', after: 2, replacesBlock: true, render: (b) => <BlockSlider block={b} /> },
    { key: 'platforms', after: 3, replacesBlock: true, render: (b) => <BlockSlider block={b} /> },
  ],
  digitalization: [],
  'impact-ranking': [],
}

/** The science pages (/science/{slug}); any other slug is an error (spec section 5). */
export const SCIENCE_EXTRAS = {
  // Block 3, "Research funding", ends "the full list of projects and grants is below".
  research: [
    { key: 'projects', after: 3, render: () => <ResearchProjects /> },
    { key: 'grants', after: 3, render: () => <ScienceGrants /> },
    { key: 'partner-projects', after: 3, render: () => <PartnerProjects /> },
    { key: 'publications', after: 'last', render: () => <Publications /> },
    { key: 'scientists', after: 'last', render: () => <AllScientists /> },
  ],
  // Block 3 ends "the research teams and their leaders' contacts are listed below".
  'research-centers': [{ key: 'teams', after: 'last', render: () => <ResearchTeams /> }],
  // Block 2, "Results and joining a team", introduces the results below it.
  olympiads: [{ key: 'results', after: 'last', render: () => <OlympiadResults /> }],
} satisfies Record<string, Extra[]>

export type ScienceSlug = keyof typeof SCIENCE_EXTRAS

export function isScienceSlug(slug: string): slug is ScienceSlug {
  return Object.hasOwn(SCIENCE_EXTRAS, slug)
}

/** The journals' pages: their blocks, then the research teams and their contacts. */
export const PUBLICATION_EXTRAS: Extra[] = [
  { key: 'teams', after: 'last', render: () => <ResearchTeams /> },
]
