// A school's graduates and their video stories (/graduates?school=), in a slider above the
// school's application form. A school without graduates shows nothing.
import { graduatesQuery } from '@/api/campus'
import { Card, CardsSkeleton } from '@/blocks/Card'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { WatchLink } from './WatchLink'

export function Graduates({ schoolId }: { schoolId: number }) {
  const { t, lang } = useT()
  const query = useListQuery(graduatesQuery(lang, schoolId))
  if (query.data?.length === 0) return null
  const title = t('campus.graduates.title')
  return (
    <ListSection title={title} kicker={t('campus.graduates.kicker')}>
      <QueryList query={query} skeleton={<CardsSkeleton ratio="video" row />}>
        {(list) => (
          <Slider label={title} perView={{ base: 1, md: 2, lg: 3 }}>
            {list.map((graduate) => (
              <Card
                key={graduate.id}
                image={graduate.photo}
                ratio="video"
                meta={t('campus.graduates.year', { year: graduate.year })}
                title={graduate.name}
                text={graduate.desc}
                clamp={false}
              >
                {graduate.video_link ? (
                  <WatchLink
                    href={graduate.video_link}
                    label={t('campus.graduates.watch')}
                    what={graduate.name}
                  />
                ) : null}
              </Card>
            ))}
          </Slider>
        )}
      </QueryList>
    </ListSection>
  )
}
