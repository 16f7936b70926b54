// The contacts page: first the university's name (settings/general), address, phone, e-mail,
// opening hours and a map link; after block 1 ("contacts for individual offices are listed
// below") the contacts of its offices (settings/contacts).
import { contactSettingsQuery, generalSettingsQuery } from '@/api/settings'
import type { ContactSettings } from '@/api/types'
import { Icon, type IconName } from '@/blocks/Icon'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { ListError, QueryList } from '@/blocks/QueryList'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import type { ReactNode } from 'react'
import styles from './Campus.module.css'
import { telHref } from '@/lib/telHref'

/** OpenStreetMap at the point, with a marker: no script or tiles of another site on our page. */
function mapHref({ lat, lng }: ContactSettings['map']): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
}

export function MainContacts() {
  const { t, lang } = useT()
  const query = useListQuery(contactSettingsQuery(lang))
  // The university's name heads the card; the layout has already loaded the general settings.
  const general = useListQuery(generalSettingsQuery(lang))
  const contacts = query.data
  return (
    <ListSection title={t('campus.contacts.main')} kicker={t('campus.contacts.kicker')}>
      {contacts ? (
        <div className={styles.contactCard}>
          {general.data ? <h3 className={styles.contactName}>{general.data.name}</h3> : null}
          <dl className={styles.contactList}>
            <ContactRow icon="pin" label={t('campus.contacts.address')}>
              {contacts.address}
            </ContactRow>
            <ContactRow icon="phone" label={t('campus.contacts.phone')}>
              <a href={telHref(contacts.phone)}>{contacts.phone}</a>
            </ContactRow>
            <ContactRow icon="mail" label={t('campus.contacts.email')}>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </ContactRow>
            <ContactRow icon="calendar" label={t('campus.contacts.hours')}>
              {contacts.work_hours}
            </ContactRow>
          </dl>
          <a
            href={mapHref(contacts.map)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.mapLink}
          >
            <Icon name="globe" size={20} />
            {t('campus.contacts.map')}
            <span className="visually-hidden"> ({t('campus.newTab')})</span>
            <Icon name="external" size={16} />
          </a>
        </div>
      ) : query.isError ? (
        // Not a list, but the same state: the address could not be loaded, with a Retry.
        <ListError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton height={300} radius={20} />
      )}
    </ListSection>
  )
}

export function OfficeContacts() {
  const { t, lang } = useT()
  const query = useListQuery(contactSettingsQuery(lang))
  const offices = allOf([query], (contacts) => contacts.groups)
  if (offices.data?.length === 0) return null
  return (
    <ListSection title={t('campus.contacts.departments')}>
      <QueryList query={offices} skeleton={<SkeletonText lines={4} />}>
        {(list) => (
          <ul role="list" className={styles.offices}>
            {list.map((group) => (
              <li key={group.title} className={styles.office}>
                <h3 className={styles.officeTitle}>{group.title}</h3>
                {group.phone ? (
                  <a href={telHref(group.phone)} className={styles.contactLink}>
                    <Icon name="phone" size={16} />
                    <span className="visually-hidden">{t('campus.contacts.phone')}: </span>
                    {group.phone}
                  </a>
                ) : null}
                {group.email ? (
                  <a href={`mailto:${group.email}`} className={styles.contactLink}>
                    <Icon name="mail" size={16} />
                    <span className="visually-hidden">{t('campus.contacts.email')}: </span>
                    {group.email}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </ListSection>
  )
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: IconName
  label: string
  children: ReactNode
}) {
  return (
    // A row of a <dl> holds only its <dt> and <dd>: the icon is in the term, placed beside both.
    <div className={styles.contactRow}>
      <dt>
        <Icon name={icon} size={22} className={styles.contactIcon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
