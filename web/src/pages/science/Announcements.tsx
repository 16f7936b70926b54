// The dissertation council's announcements of public defences, the latest defence first; each
// opens its announcement. Titled by the page block that introduces them.
import { Link } from 'react-router'
import { announcementsQuery } from '@/api/science'
import type { Block } from '@/api/types'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { paths, useLocalize } from '@/routes'
import { CardsSkeleton } from './Cards'
import { dateAndTime } from './format'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

export function Announcements({ heading }: { heading?: Block }) {
  const { t, lang } = useT()
  const localize = useLocalize()
  const announcements = useListQuery(announcementsQuery(lang))
  if (announcements.isError) return null
  const list = announcements.data
  return (
    <ListSection
      heading={heading}
      title={t('science.announcements.title')}
      busy={announcements.isPending}
    >
      {!list ? (
        <CardsSkeleton count={2} image={false} />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('science.announcements.empty')}</p>
      ) : (
        <ul role="list" className={styles.announcements}>
          {list.map((announcement) => (
            <li key={announcement.id} className={styles.announcement}>
              <p className={styles.announcementWhen}>
                <Icon name="calendar" size={18} />
                <span className="visually-hidden">{t('science.announcements.defence')}: </span>
                <time dateTime={announcement.defense_at}>
                  {dateAndTime(announcement.defense_at, lang)}
                </time>
              </p>
              <h3 className={styles.cardTitle}>
                <Link
                  to={localize(paths.announcement(announcement.id))}
                  className={styles.stretched}
                >
                  {announcement.title}
                </Link>
              </h3>
              <p className={styles.cardText}>
                <span className="visually-hidden">{t('science.announcements.specialty')}: </span>
                {announcement.specialty}
              </p>
              <span className={styles.more} aria-hidden="true">
                {t('common.readMore')}
                <Icon name="arrowRight" size={16} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  )
}
