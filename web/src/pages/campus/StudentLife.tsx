// The lists of the student-life pages: student organisations, their achievements, the sports clubs
// and the events calendar (upcoming and past events as tabs kept in ?events=).
import {
  awardsQuery,
  eventsQuery,
  organizationsQuery,
  sportsClubsQuery,
  type CampusEvent,
  type EventsWhen,
} from '@/api/campus'
import type { Block } from '@/api/types'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Skeleton } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Campus.module.css'

export function Organizations({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const query = useListQuery(organizationsQuery(lang))
  return (
    <ListSection block={block} title={t('campus.organizations.title')}>
      <QueryList query={query} skeleton={<CardsSkeleton ratio="video" />}>
        {(list) => (
          <CardGrid>
            {list.map((organization) => (
              <li key={organization.id}>
                <Card
                  image={organization.logo}
                  ratio="video"
                  title={organization.title}
                  text={organization.desc}
                  clamp={false}
                  stackedFacts
                  facts={[
                    { label: t('campus.organizations.leader'), value: organization.leader },
                    {
                      label: t('campus.organizations.email'),
                      value: organization.email ? (
                        <a href={`mailto:${organization.email}`} className={styles.contactLink}>
                          {organization.email}
                        </a>
                      ) : null,
                    },
                  ]}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}

/** The students' awards, latest first, in a slider. */
export function Awards() {
  const { t, lang } = useT()
  const query = useListQuery(awardsQuery(lang))
  if (query.data?.length === 0) return null
  return (
    <ListSection title={t('campus.awards.title')} kicker={t('campus.awards.kicker')}>
      <QueryList query={query} skeleton={<CardsSkeleton ratio="video" row />}>
        {(list) => (
          <Slider label={t('campus.awards.title')} perView={{ base: 1, md: 2, lg: 3 }}>
            {list.map((award) => (
              <Card
                key={award.id}
                image={award.image}
                ratio="video"
                badge={award.year}
                title={award.title}
                text={award.desc}
                clamp={false}
              />
            ))}
          </Slider>
        )}
      </QueryList>
    </ListSection>
  )
}

export function SportsClubs({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const query = useListQuery(sportsClubsQuery(lang))
  return (
    <ListSection block={block} title={t('campus.clubs.title')}>
      <QueryList query={query} skeleton={<CardsSkeleton ratio="video" />}>
        {(list) => (
          <CardGrid>
            {list.map((club) => (
              <li key={club.id}>
                <Card
                  image={club.image}
                  ratio="video"
                  title={club.title}
                  text={club.desc}
                  clamp={false}
                  stackedFacts
                  facts={[
                    { label: t('campus.clubs.schedule'), value: club.schedule },
                    { label: t('campus.clubs.coach'), value: club.coach },
                  ]}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}

/** Upcoming events first (the default tab), past ones in the second tab. */
export function EventsCalendar({ block }: { block?: Block }) {
  const { t } = useT()
  const tabs = (['upcoming', 'past'] as const).map((when) => ({
    id: when,
    label: t(`campus.events.${when}`),
    render: () => <EventList when={when} />,
  }))
  return (
    <ListSection block={block} title={t('campus.events.title')}>
      <UrlTabs param="events" label={t('campus.events.tabs')} tabs={tabs} />
    </ListSection>
  )
}

function EventList({ when }: { when: EventsWhen }) {
  const { t, lang } = useT()
  const query = useListQuery(eventsQuery(lang, when))
  return (
    <QueryList
      query={query}
      skeleton={
        <div className={styles.events} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius={12} />
          ))}
        </div>
      }
      empty={t(when === 'upcoming' ? 'campus.events.noUpcoming' : 'campus.events.noPast')}
    >
      {(list) => (
        <ul role="list" className={styles.events}>
          {list.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </QueryList>
  )
}

function EventCard({ event }: { event: CampusEvent }) {
  const { t, lang } = useT()
  const time = event.starts_at.slice(11, 16)
  return (
    <li className={styles.event}>
      <Img src={event.image} alt="" width={1200} height={675} className={styles.eventImage} />
      <div className={styles.eventBody}>
        <p className={styles.eventWhen}>
          <Icon name="calendar" size={16} />
          <time dateTime={event.starts_at.slice(0, 16)}>
            {formatDate(isoDate(event.starts_at), lang)}
            {time ? `, ${time}` : ''}
          </time>
        </p>
        <h3 className={styles.cardTitle}>{event.title}</h3>
        {event.place ? (
          <p className={styles.eventPlace}>
            <Icon name="pin" size={16} />
            <span className="visually-hidden">{t('campus.events.place')}: </span>
            {event.place}
          </p>
        ) : null}
        <p className={styles.cardText}>{event.desc}</p>
      </div>
    </li>
  )
}
