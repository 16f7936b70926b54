// The people of a centre page and of the legal clinic: the heads of centres and the coaches in
// sliders under the block that introduces them.
import { allEmployeesQuery } from '@/api/employees'
import type { Block } from '@/api/types'
import { EmployeeSection, EmployeeSlider } from '@/blocks/EmployeeCards'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'

/** The school of the legal clinic and its Jessup team (a fixed school id of the spec). */
const LAW_SCHOOL_ID = 69

/**
 * The heads of centres and the coaches. The API does not say which centre a person belongs to,
 * so every centre page shows them all, as the spec's centre page does.
 */
export function CentrePeople({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const heads = useListQuery(allEmployeesQuery(lang, 'head-of-centre'))
  const coaches = useListQuery(allEmployeesQuery(lang, 'coach'))
  // A group nobody is in is left out; a group that failed says so, with a Retry.
  const groups = [
    { key: 'heads', title: t('campus.people.centreHeads'), query: heads },
    { key: 'coaches', title: t('campus.people.coaches'), query: coaches },
  ].filter(({ query }) => query.data?.length !== 0)
  if (groups.length === 0) return null
  return (
    <ListSection
      block={block}
      title={`${t('campus.people.centreHeads')}, ${t('campus.people.coaches')}`}
    >
      {groups.map(({ key, title, query }) => (
        <div key={key} className={styles.group}>
          <h3 className={styles.subTitle}>{title}</h3>
          <QueryList
            query={query}
            skeleton={<EmployeeSlider employees={undefined} label={title} headingLevel={4} />}
          >
            {(people) => <EmployeeSlider employees={people} label={title} headingLevel={4} />}
          </QueryList>
        </div>
      ))}
    </ListSection>
  )
}

export function JessupCoaches() {
  const { t } = useT()
  return (
    <EmployeeSection
      type="coach"
      title={t('campus.people.teamCoaches')}
      layout="slider"
      filter={(coach) => coach.school === LAW_SCHOOL_ID}
    />
  )
}
