// The university's history year by year: an ordered list along a vertical line, each year a
// marker, the year itself and a card (title, text, picture). On phones the year sits above its
// card right of the line; on wider screens the years form a column left of the line.
import type { TimelineItem } from '@/api/about'
import type { Block } from '@/api/types'
import { Img } from '@/blocks/Img'
import type { ListQuery } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import styles from './HistoryTimeline.module.css'

export function HistoryTimeline({
  block,
  timeline,
  university,
}: {
  /** The block that heads the timeline (title and lead). */
  block: Block | undefined
  /** The years; the page shows the timeline once they have loaded or failed. */
  timeline: ListQuery<TimelineItem[]>
  /** The university's name, for the list's accessible name. */
  university: string | undefined
}) {
  const { t } = useT()
  return (
    <ListSection block={block} title={t('about.history.timelineTitle')}>
      {/* No stand-in: the page waits for the years before it shows the timeline. */}
      <QueryList query={timeline} skeleton={null}>
        {(years) => (
          <ol
            className={styles.list}
            aria-label={
              university ? t('about.history.timelineLabel', { name: university }) : undefined
            }
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
                    <Img
                      src={item.image}
                      alt=""
                      width={480}
                      height={270}
                      className={styles.image}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryList>
    </ListSection>
  )
}
