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
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Campus.module.css'

/** Grey cards of the grid's size while a list loads. */
export function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.cards} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <Skeleton height="auto" radius={0} style={{ aspectRatio: '16 / 9' }} />
          <div className={styles.cardBody}>
            <Skeleton width="70%" height="1.3em" />
            <SkeletonText lines={3} />
          </div>
        </div>
      ))}
    </div>
  )
}

export function Organizations({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const query = useListQuery(organizationsQuery(lang))
  if (query.isError) return null
  return (
    <ListSection block={block} title={t('campus.organizations.title')}>
      {query.data ? (
        <ul role="list" className={styles.cards}>
          {query.data.map((organization) => (
            <li key={organization.id} className={styles.card}>
              <Img
                src={organization.logo}
                alt=""
                width={1200}
                height={675}
                className={styles.cardImage}
              />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{organization.title}</h3>
                <p className={styles.cardText}>{organization.desc}</p>
                <dl className={styles.facts}>
                  {organization.leader ? (
                    <div>
                      <dt>{t('campus.organizations.leader')}</dt>
                      <dd>{organization.leader}</dd>
                    </div>
                  ) : null}
                  {organization.email ? (
                    <div>
                      <dt>{t('campus.organizations.email')}</dt>
                      <dd>
                        <a href={`mailto:${organization.email}`} className={styles.contactLink}>
                          {organization.email}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton />
      )}
    </ListSection>
  )
}

/** The students' awards, latest first, in a slider. */
export function Awards() {
  const { t, lang } = useT()
  const query = useListQuery(awardsQuery(lang))
  if (query.isError || query.data?.length === 0) return null
  return (
    <ListSection title={t('campus.awards.title')} kicker={t('campus.awards.kicker')}>
      {query.data ? (
        <Slider label={t('campus.awards.title')} perView={{ base: 1, md: 2, lg: 3 }}>
          {query.data.map((award) => (
            <article key={award.id} className={styles.card}>
              <Img
                src={award.image}
                alt=""
                width={1200}
                height={675}
                className={styles.cardImage}
              />
              <div className={styles.cardBody}>
                <p className={styles.badge}>{award.year}</p>
                <h3 className={styles.cardTitle}>{award.title}</h3>
                <p className={styles.cardText}>{award.desc}</p>
              </div>
            </article>
          ))}
        </Slider>
      ) : (
        <CardsSkeleton />
      )}
    </ListSection>
  )
}

export function SportsClubs({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const query = useListQuery(sportsClubsQuery(lang))
  if (query.isError) return null
  return (
    <ListSection block={block} title={t('campus.clubs.title')}>
      {query.data ? (
        <ul role="list" className={styles.cards}>
          {query.data.map((club) => (
            <li key={club.id} className={styles.card}>
              <Img src={club.image} alt="" width={1200} height={675} className={styles.cardImage} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{club.title}</h3>
                <p className={styles.cardText}>{club.desc}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('campus.clubs.schedule')}</dt>
                    <dd>{club.schedule}</dd>
                  </div>
                  <div>
                    <dt>{t('campus.clubs.coach')}</dt>
                    <dd>{club.coach}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton />
      )}
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
  if (query.isError) return null
  if (!query.data) {
    return (
      <div className={styles.events} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={180} radius={12} />
        ))}
      </div>
    )
  }
  if (query.data.length === 0) {
    return (
      <p className={styles.empty}>
        {t(when === 'upcoming' ? 'campus.events.noUpcoming' : 'campus.events.noPast')}
      </p>
    )
  }
  return (
    <ul role="list" className={styles.events}>
      {query.data.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
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
