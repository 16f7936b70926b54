// The International Office's people, in the shared employee slider.
import { employeesQuery } from '@/api/employees'
import { EmployeeSlider } from '@/blocks/EmployeeCards'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'

export function InternationalTeam() {
  const { t, lang } = useT()
  const page = useListQuery(employeesQuery(lang, 'international-team'))
  const team = allOf([page], (first) => first.data)
  if (team.data?.length === 0) return null
  const title = t('education.team.title')
  return (
    <ListSection title={title} lead={t('education.team.lead')}>
      <QueryList query={team} skeleton={<EmployeeSlider employees={undefined} label={title} />}>
        {(people) => <EmployeeSlider employees={people} label={title} />}
      </QueryList>
    </ListSection>
  )
}
