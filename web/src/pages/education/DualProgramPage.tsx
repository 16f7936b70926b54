// /dual-program/{slug}: a dual programme's facts and blocks, the FAQ tabs, the head of the centre
// and the coaches, and the registration (the consultation form, sent with this page's type and
// slug so the staff know which programme it is for). An unknown slug goes to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import {
  dualProgramBlocksQuery,
  dualProgramsListQuery,
  type DualProgramDetail,
} from '@/api/dualPrograms'
import { employeesQuery, type EmployeeType } from '@/api/employees'
import { schoolsQuery } from '@/api/schools'
import { ButtonLink } from '@/blocks/Button'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { EmployeeCards } from '@/blocks/EmployeeCards'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { FAQ_CATEGORIES } from './constants'
import styles from './Education.module.css'
import { RecordOverview } from './FactList'
import { FaqSection } from './FaqSection'
import { recordPage, useRequiredRecord } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'

const LIST_PATH = '/double-degree-programs'

export function DualProgramPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const record = useRequiredRecord(dualProgramsListQuery(lang), (program) => program.slug === slug)
  const blocks = useOptionalBlocks(dualProgramBlocksQuery(lang, record?.id ?? 0), Boolean(record))
  const extras: Extra[] = record
    ? [
        { key: 'overview', after: 0, render: () => <DualOverview program={record} /> },
        { key: 'faq', after: 'last', render: () => <FaqSection categories={FAQ_CATEGORIES} /> },
        { key: 'people', after: 'last', render: () => <ProgramPeople school={record.school} /> },
      ]
    : []
  return (
    <ContentView
      page={record && recordPage('dual-program', record)}
      parent={{ label: t('education.crumbs.doubleDegree'), to: LIST_PATH }}
      blocks={blocks}
      extras={extras}
    />
  )
}

function DualOverview({ program }: { program: DualProgramDetail }) {
  const { t, lang } = useT()
  const schools = useQuery(schoolsQuery(lang))
  return (
    <RecordOverview
      text={program.desc}
      factsTitle={t('education.dual.facts')}
      facts={[
        { label: t('education.dual.partner'), value: program.partner, wide: true },
        { label: t('education.dual.degree'), value: program.degree, wide: true },
        { label: t('education.dual.languages'), value: program.languages, wide: true },
        { label: t('education.dual.duration'), value: program.duration },
        {
          label: t('education.dual.school'),
          value: schools.data?.find((school) => school.id === program.school)?.title ?? '',
        },
      ]}
      action={
        <ButtonLink href={LIST_PATH} variant="outline">
          {t('education.dual.all')}
        </ButtonLink>
      }
    />
  )
}

/**
 * The head of the centre and the coaches who work with the programme's school. The employee lists
 * name no programme, so the school is what ties a person to it; a group with nobody is left out.
 */
function ProgramPeople({ school }: { school: number | null | undefined }) {
  const { t } = useT()
  return (
    <div className={styles.stack}>
      <PeopleGroup type="head-of-centre" title={t('education.dual.headOfCentre')} school={school} />
      <PeopleGroup type="coach" title={t('education.dual.coaches')} school={school} />
    </div>
  )
}

function PeopleGroup({
  type,
  title,
  school,
}: {
  type: EmployeeType
  title: string
  school: number | null | undefined
}) {
  const { lang } = useT()
  const page = useListQuery(employeesQuery(lang, type))
  const people = allOf([page], (first) =>
    first.data.filter((person) => school != null && person.school === school),
  )
  if (people.data?.length === 0) return null
  return (
    <ListSection title={title}>
      <QueryList
        query={people}
        skeleton={<EmployeeCards employees={undefined} skeletonCount={2} />}
      >
        {(list) => <EmployeeCards employees={list} />}
      </QueryList>
    </ListSection>
  )
}
