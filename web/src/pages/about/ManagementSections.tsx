// The people of the management page: the rectorate (employee group 134) as a slider, and the
// other groups of the employee-groups handbook as tabs, each tab loading its group's people.
import { employeeGroupQuery } from '@/api/employees'
import { handbookQuery } from '@/api/handbooks'
import { EmployeeCards, EmployeeSlider } from '@/blocks/EmployeeCards'
import { ListSection } from '@/blocks/ListSection'
import { allOf } from '@/blocks/listQuery'
import { QueryList } from '@/blocks/QueryList'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'

/** The rectorate: the group the spec shows as a slider. */
const RECTORATE = 134

export function RectorateSlider() {
  const { t, lang } = useT()
  const groups = useListQuery(handbookQuery(lang, 'employee-groups'))
  const rectorate = useListQuery(employeeGroupQuery(lang, RECTORATE))
  const groupTitle = groups.data?.find((group) => group.id === RECTORATE)?.title
  // Both calls are the slider's: its title is the group's, in the handbook.
  const people = allOf([groups, rectorate], (_, employees) => employees)
  if (people.data?.length === 0 || (groups.data && !groupTitle)) return null
  const title = groupTitle ?? t('about.management.rectorate')

  return (
    <ListSection kicker={t('about.management.rectorateKicker')} title={title}>
      <QueryList query={people} skeleton={<EmployeeSlider employees={undefined} label={title} />}>
        {(list) => <EmployeeSlider employees={list} label={title} />}
      </QueryList>
    </ListSection>
  )
}

export function EmployeeGroupTabs() {
  const { t, lang } = useT()
  // The rectorate has its own slider above.
  const groups = allOf([useListQuery(handbookQuery(lang, 'employee-groups'))], (all) =>
    all.filter((group) => group.id !== RECTORATE),
  )
  if (groups.data?.length === 0) return null

  return (
    <ListSection
      kicker={t('about.management.groupsKicker')}
      title={t('about.management.groupsTitle')}
    >
      <QueryList query={groups} skeleton={<EmployeeCards employees={undefined} />}>
        {(tabs) => (
          <Tabs
            label={t('about.management.groupsLabel')}
            tabs={tabs.map((group) => ({
              id: String(group.id),
              label: group.title,
              render: () => <GroupPeople groupId={group.id} />,
            }))}
          />
        )}
      </QueryList>
    </ListSection>
  )
}

function GroupPeople({ groupId }: { groupId: number }) {
  const { t, lang } = useT()
  const people = useListQuery(employeeGroupQuery(lang, groupId))
  return (
    <QueryList
      query={people}
      skeleton={<EmployeeCards employees={undefined} />}
      empty={t('about.management.empty')}
    >
      {(list) => <EmployeeCards employees={list} headingLevel={3} />}
    </QueryList>
  )
}
