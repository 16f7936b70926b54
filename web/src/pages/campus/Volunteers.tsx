// The volunteers page's list: one tab per volunteer group (?group=), each a slider of that
// group's volunteers. The volunteers load once; the groups only split them.
import { volunteersQuery, type Volunteer } from '@/api/campus'
import { handbookQuery } from '@/api/handbooks'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { Skeleton } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Campus.module.css'
import { CardsSkeleton } from './StudentLife'

export function Volunteers() {
  const { t, lang } = useT()
  const groups = useListQuery(handbookQuery(lang, 'volunteer-groups'))
  const volunteers = useListQuery(volunteersQuery(lang))
  if (groups.isError || volunteers.isError) return null

  const title = t('campus.volunteers.title')
  if (!groups.data || !volunteers.data) {
    return (
      <ListSection title={title}>
        <div className={styles.tabsSkeleton} aria-hidden="true">
          {[150, 130, 140, 170].map((width, i) => (
            <Skeleton key={i} width={width} height={42} radius={999} />
          ))}
        </div>
        <CardsSkeleton />
      </ListSection>
    )
  }

  const all = volunteers.data
  const tabs = groups.data.map((group) => ({
    id: String(group.id),
    label: group.title,
    render: () => (
      <VolunteerSlider
        label={group.title}
        volunteers={all.filter((volunteer) => volunteer.group === group.id)}
      />
    ),
  }))
  return (
    <ListSection title={title}>
      <UrlTabs param="group" label={t('campus.volunteers.groups')} tabs={tabs} />
    </ListSection>
  )
}

function VolunteerSlider({ label, volunteers }: { label: string; volunteers: Volunteer[] }) {
  const { t } = useT()
  if (volunteers.length === 0) return <p className={styles.empty}>{t('campus.volunteers.empty')}</p>
  return (
    <Slider label={label} perView={{ base: 1, md: 2, lg: 3 }}>
      {volunteers.map((volunteer) => (
        <article key={volunteer.id} className={styles.card}>
          <Img
            src={volunteer.photo}
            alt={volunteer.name}
            width={1200}
            height={675}
            className={styles.cardImage}
          />
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>{volunteer.name}</h3>
            <p className={styles.cardText}>{volunteer.desc}</p>
          </div>
        </article>
      ))}
    </Slider>
  )
}
