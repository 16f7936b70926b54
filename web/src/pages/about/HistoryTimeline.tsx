// The university's history year by year: an ordered list along a vertical line, each year a
// marker, the year itself and a card (title, text, picture). On phones the year sits above its
// card right of the line; on wider screens the years form a column left of the line.
import { useId } from 'react'
import type { TimelineItem } from '@/api/about'
import type { Block } from '@/api/types'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Kicker } from '@/blocks/Section'
import { useT } from '@/i18n/LangContext'
import styles from './HistoryTimeline.module.css'

export function HistoryTimeline({
  block,
  years,
  university,
}: {
  /** The block that heads the timeline (title and lead). */
  block: Block | undefined
  years: TimelineItem[]
  /** The university's name, for the list's accessible name. */
  university: string | undefined
}) {
  const { t } = useT()
  const titleId = useId()
  return (
    <section className={styles.timeline} aria-labelledby={block?.title ? titleId : undefined}>
      {block ? (
        <div className={styles.head}>
          {block.top ? <Kicker>{block.top}</Kicker> : null}
          {block.title ? (
            <h2 id={titleId} className={styles.title}>
              {block.title}
            </h2>
          ) : null}
          <RichText html={block.desc} className={styles.lead} />
        </div>
      ) : null}
      <ol
        className={styles.list}
        aria-label={university ? t('about.history.timelineLabel', { name: university }) : undefined}
      >
        {years.map((item, index) => (
          <li key={item.id ?? `${item.year}-${index}`} className={styles.item}>
            <span className={styles.marker} aria-hidden="true" />
            <p className={styles.year}>
              <time dateTime={String(item.year)}>{item.year}</time>
            </p>
            <div className={`${styles.card} ${item.image ? styles.withImage : ''}`}>
              <div className={styles.cardText}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                {item.desc ? <p className={styles.text}>{item.desc}</p> : null}
              </div>
              {item.image ? (
                <Img src={item.image} alt="" width={480} height={270} className={styles.image} />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
