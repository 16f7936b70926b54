// /school-program/{slug}: a programme's overview and key facts and its blocks; the consultation
// form follows as on every content page. An unknown slug goes to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { Link } from '@/blocks/Link'
import { programBlocksQuery, programQuery, type EducationLevel } from '@/api/programs'
import { schoolsQuery } from '@/api/schools'
import type { Program } from '@/api/types'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths, useLocalize } from '@/routes'
import { RecordOverview } from './FactList'
import { recordPage } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'
import styles from './Education.module.css'

const LEVELS: readonly string[] = ['bachelor', 'master', 'doctoral'] satisfies EducationLevel[]

export function SchoolProgramPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const program = useRequiredQuery(programQuery(lang, slug))
  const record = program.data
  const blocks = useOptionalBlocks(programBlocksQuery(lang, record?.id ?? 0), Boolean(record))
  const extras: Extra[] = record
    ? [{ key: 'overview', after: 0, render: () => <ProgramOverview program={record} /> }]
    : []
  return (
    <ContentView
      page={record && recordPage('school-program', record)}
      parent={
        record && LEVELS.includes(record.education)
          ? {
              label: t(`education.levels.${record.education as EducationLevel}`),
              to: paths.education(record.education),
            }
          : undefined
      }
      blocks={blocks}
      extras={extras}
    />
  )
}

function ProgramOverview({ program }: { program: Program }) {
  const { t, lang } = useT()
  const localize = useLocalize()
  const schools = useQuery(schoolsQuery(lang))
  const school = schools.data?.find((s) => s.id === program.school)
  const list = (values: { title: string }[]) => values.map((v) => v.title).join(', ')
  const level = LEVELS.includes(program.education) ? (
    <Link to={localize(paths.education(program.education))} className={styles.factLink}>
      {t(`education.levels.${program.education as EducationLevel}`)}
    </Link>
  ) : (
    ''
  )
  return (
    <RecordOverview
      text={program.desc}
      factsTitle={t('education.programs.facts')}
      facts={[
        {
          label: t('education.programs.school'),
          wide: true,
          value: school ? (
            <Link to={localize(paths.school(school.slug))} className={styles.factLink}>
              {school.title}
            </Link>
          ) : (
            ''
          ),
        },
        { label: t('education.programs.level'), value: level },
        { label: t('education.programs.code'), value: program.code },
        {
          label: t('education.programs.credits'),
          value: program.credits ? String(program.credits) : '',
        },
        { label: t('education.programs.language'), value: list(program.language) },
        { label: t('education.programs.period'), value: list(program.period) },
        { label: t('education.programs.form'), value: list(program.form) },
        { label: t('education.programs.subject'), value: list(program.subject) },
        { label: t('education.programs.price'), value: program.price, wide: true },
      ]}
    />
  )
}
