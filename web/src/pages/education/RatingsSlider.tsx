// The university's results in rankings as a slider: every page of /ratings, newest first as the
// API answers them. The first page shows as soon as it arrives; the rest join it.
import { useQueries, useQuery } from '@tanstack/react-query'
import { ratingsQuery } from '@/api/education'
import { Card, CardsSkeleton } from '@/blocks/Card'
import { allOf, type ListQuery } from '@/blocks/listQuery'
import { QueryList } from '@/blocks/QueryList'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function RatingsSlider() {
  const { t, lang } = useT()
  const first = useQuery(ratingsQuery(lang, 1))
  const lastPage = first.data?.meta.last_page ?? 1
  // The later pages as one list state: what has arrived so far, failed if one of them failed.
  const rest = useQueries({
    queries: Array.from({ length: lastPage - 1 }, (_, i) => ratingsQuery(lang, i + 2)),
    combine: (results) => ({
      data: results.flatMap((q) => q.data?.data ?? []),
      error: results.find((q) => q.error)?.error ?? null,
      isError: results.some((q) => q.isError),
      isFetching: results.some((q) => q.isFetching),
      refetch: () => Promise.all(results.filter((q) => q.isError).map((q) => q.refetch())),
    }),
  }) satisfies ListQuery<unknown>
  useWarnOnError(first.error ?? rest.error, 'The ratings')
  const ratings = allOf([first, rest], (page, later) => [...page.data, ...later])
  if (ratings.data?.length === 0) return null
  return (
    <QueryList query={ratings} skeleton={<CardsSkeleton row />}>
      {(list) => (
        <Slider label={t('education.ratings.label')} perView={{ base: 1.1, md: 2, lg: 3 }} gap={24}>
          {list.map((rating) => (
            <Card
              key={rating.id}
              image={rating.image}
              badge={
                <>
                  <span className="visually-hidden">{t('education.ratings.year')}: </span>
                  {rating.year}
                </>
              }
              figure={
                <>
                  <span className="visually-hidden">{t('education.ratings.place')}: </span>
                  {rating.place}
                </>
              }
              title={rating.title}
              text={rating.desc}
            />
          ))}
        </Slider>
      )}
    </QueryList>
  )
}
