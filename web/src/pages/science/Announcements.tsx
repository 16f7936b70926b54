// The dissertation council's announcements of public defences, the latest defence first; each
// opens its announcement. Titled by the page block that introduces them.
import { announcementsQuery } from '@/api/science'
import type { Block } from '@/api/types'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'
import { dateAndTime } from './format'
import styles from './Science.module.css'

export function Announcements({ heading }: { heading?: Block }) {
  const { t, lang } = useT()
  const announcements = useListQuery(announcementsQuery(lang))
  return (
    <ListSection block={heading} title={t('science.announcements.title')}>
      <QueryList
        query={announcements}
        skeleton={<CardsSkeleton count={2} image={false} />}
        empty={t('science.announcements.empty')}
      >
        {(list) => (
          <CardGrid>
            {list.map((announcement) => (
              <li key={announcement.id}>
                <Card
                  accent="start"
                  meta={
                    <p className={styles.announcementWhen}>
                      <Icon name="calendar" size={18} />
                      <span className="visually-hidden">
                        {t('science.announcements.defence')}:{' '}
                      </span>
                      <time dateTime={announcement.defense_at}>
                        {dateAndTime(announcement.defense_at, lang)}
                      </time>
                    </p>
                  }
                  title={announcement.title}
                  href={paths.announcement(announcement.id)}
                  clamp={false}
                >
                  <p className={styles.specialty}>
                    <span className="visually-hidden">
                      {t('science.announcements.specialty')}:{' '}
                    </span>
                    {announcement.specialty}
                  </p>
                  <span className={styles.more} aria-hidden="true">
                    {t('common.readMore')}
                    <Icon name="arrowRight" size={16} />
                  </span>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
