// A news teaser. The whole card is clickable through its title link (one link per card, so a
// screen reader hears the title once); the image, school and date are decoration around it.
import { Link } from './Link'
import type { NewsCard as NewsCardData } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { paths, useLocalize } from '@/routes'
import { Img } from './Img'
import styles from './NewsCard.module.css'
import { Skeleton, SkeletonText } from './Skeleton'

export type NewsCardVariant = 'default' | 'featured' | 'row'

export function NewsCard({
  news,
  variant = 'default',
  headingLevel = 3,
  priority,
}: {
  news: NewsCardData
  variant?: NewsCardVariant
  headingLevel?: 2 | 3 | 4
  priority?: boolean
}) {
  const { lang } = useT()
  const localize = useLocalize()
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[styles.card, styles[variant]].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Img
          src={news.image}
          alt=""
          width={800}
          height={500}
          priority={priority}
          className={styles.image}
        />
        {news.school ? <span className={styles.school}>{news.school.title}</span> : null}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={isoDate(news.published_at)}>
          {formatDate(news.published_at, lang)}
        </time>
        <Heading className={styles.title}>
          <Link to={localize(paths.newsItem(news.slug))} className={styles.link}>
            {news.title}
          </Link>
        </Heading>
        {news.excerpt && variant !== 'row' ? (
          <p className={styles.excerpt}>{news.excerpt}</p>
        ) : null}
      </div>
    </article>
  )
}

export function NewsCardSkeleton({ variant = 'default' }: { variant?: NewsCardVariant }) {
  return (
    <div
      className={[styles.card, styles[variant], styles.skeleton].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <div className={styles.media}>
        <Skeleton height="auto" radius={0} style={{ aspectRatio: '8 / 5' }} />
      </div>
      <div className={styles.body}>
        <Skeleton width="40%" height="0.9em" />
        <Skeleton width="90%" height="1.3em" />
        {variant !== 'row' ? <SkeletonText lines={2} /> : null}
      </div>
    </div>
  )
}

/** A responsive grid of news cards, with skeletons of the same size while loading. */
export function NewsGrid({
  news,
  loading,
  count = 6,
  columns = 3,
  headingLevel = 3,
}: {
  news: NewsCardData[] | undefined
  loading?: boolean
  /** How many skeleton cards to show while loading. */
  count?: number
  columns?: 3 | 4
  headingLevel?: 2 | 3 | 4
}) {
  const cls = `${styles.grid} ${columns === 4 ? styles.cols4 : ''}`
  if (loading || !news) {
    return (
      <div className={cls} aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          <NewsCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  return (
    <ul role="list" className={cls}>
      {news.map((item) => (
        <li key={item.id} className={styles.cell}>
          <NewsCard news={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
