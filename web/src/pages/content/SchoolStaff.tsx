// A school page's people: its administration (dean, deputy deans) and its teaching staff, each a
// grid of the site's person cards. A kind of staff the school has none of is left out.
import { schoolStaffQuery, type EmployeeType } from '@/api/employees'
import { EmployeeCards } from '@/blocks/EmployeeCards'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'

export function SchoolStaff({ schoolId, type }: { schoolId: number; type: EmployeeType }) {
  const { t, lang } = useT()
  const staff = useListQuery(schoolStaffQuery(lang, type, schoolId))
  if (staff.data?.length === 0) return null
  const title =
    type === 'school-administration'
      ? t('campus.schoolStaff.administration')
      : t('campus.schoolStaff.teachers')
  return (
    <ListSection id={type} kicker={t('campus.schoolStaff.kicker')} title={title}>
      <QueryList query={staff} skeleton={<EmployeeCards employees={undefined} />}>
        {(list) => <EmployeeCards employees={list} />}
      </QueryList>
    </ListSection>
  )
}
