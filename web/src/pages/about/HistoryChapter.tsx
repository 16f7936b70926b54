// A chapter of the history page: the block's text beside its picture, the sides alternating from
// chapter to chapter on wide screens. A block with no picture or a gallery keeps the usual layout.
import type { Block } from '@/api/types'
import { BlockRenderer } from '@/blocks/BlockRenderer'
import { Img } from '@/blocks/Img'
import styles from './HistoryChapter.module.css'

export function HistoryChapter({ block, flip }: { block: Block; flip: boolean }) {
  const [image, ...more] = block.images
  if (!image || more.length > 0) return <BlockRenderer block={block} />
  return (
    <div className={`${styles.chapter} ${flip ? styles.flip : ''}`}>
      <div className={styles.text}>
        <BlockRenderer block={{ ...block, images: [] }} />
      </div>
      <picture className={styles.picture}>
        {block.mobile ? <source media="(max-width: 719px)" srcSet={block.mobile} /> : null}
        <Img src={image} alt={block.title} width={800} height={600} className={styles.image} />
      </picture>
    </div>
  )
}
