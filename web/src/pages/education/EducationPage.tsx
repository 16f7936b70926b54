// /education/{slug}: bachelor, master and doctoral studies. Besides its blocks each level shows its
// programmes with filters and, after the blocks, the FAQ; the block that introduces the programmes titles the list.
import { useParams } from 'react-router'
import type { EducationLevel } from '@/api/programs'
import { blocksInOrder } from '@/api/pages'
import type { BlockMap } from '@/api/types'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useTypedPageContent } from '@/lib/usePageContent'
import { DOCTORAL_FAQ_CATEGORIES, FAQ_CATEGORIES } from './constants'
import { FaqSection } from './FaqSection'
import { ProgramCatalog } from './ProgramCatalog'

/**
 * Where each level's programme list goes: bachelor and master have a block ("Find your programme")
 * that introduces it and that it replaces; on the doctoral page it follows the block on the PhD
 * programmes.
 */
const LEVELS: Record<
  EducationLevel,
  { introBlock: number; replacesBlock: boolean; faq: readonly number[] }
> = {
  bachelor: { introBlock: 4, replacesBlock: true, faq: FAQ_CATEGORIES },
  master: { introBlock: 4, replacesBlock: true, faq: FAQ_CATEGORIES },
  doctoral: { introBlock: 1, replacesBlock: false, faq: DOCTORAL_FAQ_CATEGORIES },
}

const isLevel = (slug: string): slug is EducationLevel => slug in LEVELS

function levelExtras(level: EducationLevel, blocks: BlockMap | undefined): Extra[] {
  const { introBlock, replacesBlock, faq } = LEVELS[level]
  // Without its intro block the list still shows, after the page's last block.
  const hasIntro = blocksInOrder(blocks).some(({ block }) => block.position === introBlock)
  return [
    {
      key: 'programs',
      after: hasIntro ? introBlock : 'last',
      replacesBlock: replacesBlock && hasIntro,
      render: (block) => <ProgramCatalog education={level} heading={block} />,
    },
    {
      key: 'faq',
      after: 'last',
      render: () => <FaqSection categories={faq} />,
    },
  ]
}

export function EducationPage() {
  const { slug = '' } = useParams()
  const { page, blocks } = useTypedPageContent('education', slug)
  // Education pages beyond the three levels (none in the content today) show their blocks only.
  const extras = page && isLevel(page.slug) ? levelExtras(page.slug, blocks) : []
  return <ContentView page={page} blocks={blocks} extras={extras} />
}
