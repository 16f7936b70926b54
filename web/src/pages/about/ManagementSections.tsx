// The people of the management page: the rectorate (employee group 134) as a slider, and the
// other groups of the employee-groups handbook as tabs, each tab loading its group's people.
import { useId } from 'react'
import { employeeGroupQuery } from '@/api/employees'
import { handbookQuery } from '@/api/handbooks'
import { EmployeeCards, EmployeeSlider } from '@/blocks/EmployeeCards'
import { Kicker } from '@/blocks/Section'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './About.module.css'

/** The rectorate: the group the spec shows as a slider. */
const RECTORATE = 134

export function RectorateSlider() {
  const { t, lang } = useT()
  const groups = useListQuery(handbookQuery(lang, 'employee-groups'))
  const rectorate = useListQuery(employeeGroupQuery(lang, RECTORATE))
  const titleId = useId()
  const title = groups.data?.find((group) => group.id === RECTORATE)?.title
  if (groups.isError || rectorate.isError || rectorate.data?.length === 0) return null
  if (groups.data && !title) return null

  return (
    <section className={styles.people} aria-labelledby={titleId}>
      <div className={styles.groupHead}>
        <Kicker>{t('about.management.rectorateKicker')}</Kicker>
        <h2 id={titleId} className={styles.groupTitle}>
          {title ?? '…'}
        </h2>
      </div>
      <EmployeeSlider employees={title ? rectorate.data : undefined} label={title ?? ''} />
    </section>
  )
}

export function EmployeeGroupTabs() {
  const { t, lang } = useT()
  const groups = useListQuery(handbookQuery(lang, 'employee-groups'))
  const titleId = useId()
  if (groups.isError) return null
  // The rectorate has its own slider above.
  const tabs = (groups.data ?? []).filter((group) => group.id !== RECTORATE)
  if (groups.data && tabs.length === 0) return null

  return (
    <section className={styles.people} aria-labelledby={titleId}>
      <div className={styles.groupHead}>
        <Kicker>{t('about.management.groupsKicker')}</Kicker>
        <h2 id={titleId} className={styles.groupTitle}>
          {t('about.management.groupsTitle')}
        </h2>
      </div>
      {groups.data ? (
        <Tabs
          label={t('about.management.groupsLabel')}
          tabs={tabs.map((group) => ({
            id: String(group.id),
            label: group.title,
            render: () => <GroupPeople groupId={group.id} />,
          }))}
        />
      ) : (
        <EmployeeCards employees={undefined} />
      )}
    </section>
  )
}

function GroupPeople({ groupId }: { groupId: number }) {
  const { t, lang } = useT()
  const people = useListQuery(employeeGroupQuery(lang, groupId))
  if (people.isError) return null
  if (people.data?.length === 0)
    return <p className={styles.empty}>{t('about.management.empty')}</p>
  return <EmployeeCards employees={people.data} headingLevel={3} />
}
