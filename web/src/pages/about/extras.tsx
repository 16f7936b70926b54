// What each page about the university shows besides its blocks, and after which block: the
// document lists after the block that introduces them, the filtered lists after their block, the
// management's people after the governance overview, the latest news on the welcome page.
import type { Extra } from '@/blocks/ContentView'
import type { FamilySlug } from '@/routes'
import {
  CouncilDocuments,
  FinancialStatements,
  FoundingDocuments,
  InternationalRegulations,
} from './DocumentSections'
import { EmaDocuments } from './EmaDocuments'
import { EmployeeGroupTabs, RectorateSlider } from './ManagementSections'
import { PurchasesList } from './PurchasesList'
import { WelcomeNews } from './WelcomeNews'

const EXTRAS: Partial<Record<FamilySlug<'about'>, Extra[]>> = {
  management: [
    { key: 'rectorate', after: 1, render: () => <RectorateSlider /> },
    { key: 'groups', after: 1, render: () => <EmployeeGroupTabs /> },
  ],
  // Block 3 ("Plans, decisions and regulations") says the documents are below it.
  'academic-council': [{ key: 'documents', after: 3, render: () => <CouncilDocuments /> }],
  'consolidated-financial-statements': [
    { key: 'documents', after: 1, render: () => <FinancialStatements /> },
  ],
  // Block 2 ("Founding documents") says they are published below it.
  // Block 1 says the current version of each regulation is below.
  provisions: [{ key: 'documents', after: 1, render: () => <InternationalRegulations /> }],
  'articles-of-association-and-details': [
    { key: 'documents', after: 2, render: () => <FoundingDocuments /> },
  ],
  // Block 3 ("Notices and results") introduces the purchases by year.
  'university-purchases': [{ key: 'purchases', after: 3, render: () => <PurchasesList /> }],
  // Block 3 ("Plans, reports and minutes") introduces the documents and their year filter.
  'educational-and-methodological-association': [
    { key: 'documents', after: 3, render: () => <EmaDocuments /> },
  ],
  welcome: [{ key: 'news', after: 'last', render: () => <WelcomeNews /> }],
}

export function aboutExtras(slug: FamilySlug<'about'>): Extra[] {
  return EXTRAS[slug] ?? []
}
