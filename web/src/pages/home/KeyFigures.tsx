// main-block2: the university in numbers (item title = the figure, item text = what it counts),
// on a card that overlaps the hero.
import type { Block } from '@/api/types'
import { Skeleton } from '@/blocks/Skeleton'
import { plainText } from '@/lib/plainText'
import styles from './KeyFigures.module.css'

export function KeyFigures({ block, loading }: { block: Block | undefined; loading: boolean }) {
  if (!loading && !block?.items.length) return null
  return (
    <section className={styles.section} aria-label={block?.title || undefined}>
      <div className="container">
        <div className={styles.card}>
          {block?.title ? <h2 className="visually-hidden">{block.title}</h2> : null}
          <ul role="list" className={styles.grid}>
            {block
              ? block.items.map((item, index) => (
                  <li key={index} className={styles.item}>
                    <p className={styles.value}>{item.title}</p>
                    <p className={styles.label}>{plainText(item.desc)}</p>
                  </li>
                ))
              : Array.from({ length: 4 }, (_, index) => (
                  <li key={index} className={styles.item} aria-hidden="true">
                    <Skeleton width="50%" height={44} />
                    <Skeleton width="80%" height={16} />
                  </li>
                ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
