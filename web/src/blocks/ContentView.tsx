// The generic content page: banner and breadcrumbs, the page's blocks in their position order
// and the page's extras (forms, lists) placed between them, among them the consultation form at
// position 11.
import type { ReactNode } from 'react'
import { blocksInOrder } from '@/api/pages'
import type { Block, BlockMap, Page } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { BlockRenderer } from '@/blocks/BlockRenderer'
import { SkeletonText } from '@/blocks/Skeleton'
import { ConsultationSection } from '@/forms/ConsultationSection'
import { useT } from '@/i18n/LangContext'
import { usePageMeta } from '@/lib/usePageMeta'
import { paths } from '@/routes'
import styles from './ContentView.module.css'

/** Something a page shows besides its blocks, after the block at position `after`. */
export interface Extra {
  key: string
  /** A block position, or 'last' for after the page's last block. */
  after: number | 'last'
  /**
   * Takes the place of the block at `after`, whose title and text then head it (a list "titled
   * by" its block, as the spec says of the development office's vacancies).
   */
  replacesBlock?: boolean
  render: (block: Block | undefined) => ReactNode
}

/** Where the consultation block goes when a page does not say: position 11 (spec). */
export const CONSULTATION_POSITION = 11

export function ContentView({
  page,
  blocks,
  extras,
  parent,
}: {
  page: Page | undefined
  /** The page a record belongs to, between home and it in the breadcrumbs (a project's list). */
  parent?: { label: string; to: string }
  /** Undefined while loading; an empty map when the page has none. */
  blocks: BlockMap | undefined
  extras: Extra[]
}) {
  const { t } = useT()
  usePageMeta(page && { title: page.seo.title || page.title, description: page.seo.description })

  return (
    <>
      <Banner
        title={page?.title}
        image={page?.banner}
        video={page?.video}
        crumbs={[
          { label: t('nav.home'), to: paths.home },
          ...(parent ? [parent] : []),
          { label: page?.title ?? '…' },
        ]}
      />
      <div className={`container ${styles.body}`}>
        {page && blocks ? (
          <PageFlow page={page} blocks={blocks} extras={extras} />
        ) : (
          <div aria-busy="true" className={styles.loading}>
            <SkeletonText lines={3} />
            <SkeletonText lines={5} />
          </div>
        )}
      </div>
    </>
  )
}

function PageFlow({ page, blocks, extras }: { page: Page; blocks: BlockMap; extras: Extra[] }) {
  const all = blocksInOrder(blocks)
  const last = all.at(-1)?.block.position ?? 0
  const replaced = new Set(extras.flatMap((e) => (e.replacesBlock ? [e.after] : [])))
  const ordered = all.filter(({ block }) => !replaced.has(block.position))
  const blockAt = (position: number | 'last') =>
    all.find(({ block }) => block.position === position)?.block
  // Extras sit half a step after their block; the consultation just before position 11, so a
  // page's own extras "after the last block" come first when the page has fewer blocks.
  const items: { key: string; at: number; node: ReactNode; wide: boolean }[] = [
    ...ordered.map(({ key, block }) => ({
      key,
      at: block.position,
      node: <BlockRenderer block={block} />,
      wide: false,
    })),
    ...extras.map((extra) => ({
      key: extra.key,
      at: (extra.after === 'last' ? last : extra.after) + (extra.replacesBlock ? 0 : 0.5),
      node: extra.render(extra.replacesBlock ? blockAt(extra.after) : undefined),
      wide: true,
    })),
    {
      key: 'consultation',
      at: CONSULTATION_POSITION - 0.25,
      node: <ConsultationSection pageType={page.type} pageSlug={page.slug} />,
      wide: true,
    },
  ]
  items.sort((a, b) => a.at - b.at)
  return (
    <div className={styles.flow}>
      {items.map((item) => (
        <div key={item.key} className={item.wide ? styles.wide : styles.prose}>
          {item.node}
        </div>
      ))}
    </div>
  )
}
