// The university's results in rankings as a slider: every page of /ratings, newest first as the
// API answers them. The first page shows as soon as it arrives; the rest join it.
import { useQueries, useQuery } from '@tanstack/react-query'
import { ratingsQuery, type Rating } from '@/api/education'
import { Img } from '@/blocks/Img'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import styles from './Education.module.css'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function RatingsSlider() {
  const { t, lang } = useT()
  const first = useQuery(ratingsQuery(lang, 1))
  const lastPage = first.data?.meta.last_page ?? 1
  const rest = useQueries({
    queries: Array.from({ length: lastPage - 1 }, (_, i) => ratingsQuery(lang, i + 2)),
    combine: (results) => ({
      ratings: results.flatMap((q) => q.data?.data ?? []),
      error: results.find((q) => q.error)?.error ?? null,
    }),
  })
  useWarnOnError(first.error ?? rest.error, 'The ratings')
  if (first.isError) return null
  if (!first.data) {
    return (
      <div className={styles.ratingSkeleton} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.rating} aria-hidden="true">
            <Skeleton height="auto" radius={0} style={{ aspectRatio: '8 / 5' }} />
            <div className={styles.ratingBody}>
              <Skeleton width="40%" height="1.6em" />
              <SkeletonText lines={3} />
            </div>
          </div>
        ))}
      </div>
    )
  }
  const ratings: Rating[] = [...first.data.data, ...rest.ratings]
  if (ratings.length === 0) return null
  return (
    <Slider label={t('education.ratings.label')} perView={{ base: 1.1, md: 2, lg: 3 }} gap={24}>
      {ratings.map((rating) => (
        <article key={rating.id} className={styles.rating}>
          <Img src={rating.image} alt="" width={640} height={400} className={styles.cardImage} />
          <div className={styles.ratingBody}>
            <p className={styles.ratingPlace}>
              <span className="visually-hidden">{t('education.ratings.place')}: </span>
              {rating.place}
            </p>
            <h3 className={styles.ratingTitle}>{rating.title}</h3>
            <p className={styles.cardText}>{rating.desc}</p>
            <p className={styles.ratingYear}>
              <span className="visually-hidden">{t('education.ratings.year')}: </span>
              {rating.year}
            </p>
          </div>
        </article>
      ))}
    </Slider>
  )
}
