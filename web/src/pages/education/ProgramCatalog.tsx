// The programmes of an education level with the school, language, period, subject and form
// filters; the filters live in the URL, so reload, links and Back keep them. A filter that offers
// fewer than two values for this level is left out: it could not narrow anything.
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Link } from '@/blocks/Link'
import {
  PROGRAM_FILTERS,
  programFilterQuery,
  programsQuery,
  type EducationLevel,
  type FilterValue,
  type ProgramFilter,
} from '@/api/programs'
import type { Block, ProgramCard } from '@/api/types'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { useUrlFilter } from '@/lib/useUrlFilter'
import { paths } from '@/routes'
import styles from './Education.module.css'
import { parseProgramFilters, withoutProgramFilters } from './programFilters'
import { KEEP_SCROLL } from '@/lib/keepScroll'

const FILTER_LABELS = {
  school: ['education.programs.school', 'education.programs.allSchools'],
  language: ['education.programs.language', 'education.programs.allLanguages'],
  period: ['education.programs.period', 'education.programs.allPeriods'],
  subject: ['education.programs.subject', 'education.programs.allSubjects'],
  form: ['education.programs.form', 'education.programs.allForms'],
} as const satisfies Record<ProgramFilter, readonly [string, string]>

const titles = (values: FilterValue[]) => values.map((value) => value.title).join(', ')

export function ProgramCatalog({
  education,
  heading,
}: {
  education: EducationLevel
  /** The block that introduces the list: its title and text head it, its note closes it. */
  heading?: Block
}) {
  const { t, lang } = useT()
  const [params] = useSearchParams()
  const filters = parseProgramFilters(params)
  const list = useListQuery(programsQuery(lang, education, filters))
  const schools = useQuery(programFilterQuery(lang, 'school', education))
  const filtered = Object.keys(filters).length > 0

  return (
    <ListSection block={heading} title={t('education.programs.title')}>
      <search
        className={`${styles.filters} ${styles.programFilters}`}
        aria-label={t('education.programs.filters')}
      >
        {PROGRAM_FILTERS.map((name) => (
          <ProgramFilterField key={name} name={name} education={education} />
        ))}
      </search>

      <div className={styles.summary}>
        <p aria-live="polite" className={styles.total}>
          {list.data ? t('education.programs.total', { total: list.data.length }) : '\u00a0'}
        </p>
        {filtered ? (
          <Link to={withoutProgramFilters(params)} className={styles.reset} state={KEEP_SCROLL}>
            <Icon name="close" size={16} />
            {t('education.programs.reset')}
          </Link>
        ) : null}
      </div>

      <QueryList query={list} skeleton={<CardsSkeleton />} empty={t('education.programs.empty')}>
        {(programs) => (
          <CardGrid stale={list.isPlaceholderData}>
            {programs.map((program) => (
              <li key={program.id}>
                <ProgramTile
                  program={program}
                  school={schools.data?.find((s) => s.id === program.school)?.title}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}

function ProgramFilterField({
  name,
  education,
}: {
  name: ProgramFilter
  education: EducationLevel
}) {
  const { t, lang } = useT()
  const [value, setValue] = useUrlFilter(name)
  const options = useListQuery(programFilterQuery(lang, name, education))
  const values = options.data ?? []
  if (values.length < 2 && !value) return null
  const [label, allLabel] = FILTER_LABELS[name]
  return (
    <FilterSelect
      label={t(label)}
      allLabel={t(allLabel)}
      value={value}
      onChange={setValue}
      options={values.map((option) => ({ value: String(option.id), label: option.title }))}
    />
  )
}

function ProgramTile({ program, school }: { program: ProgramCard; school: string | undefined }) {
  const { t } = useT()
  return (
    <Card
      image={program.image}
      imageOnPhones={false}
      sizes="(min-width: 1080px) 400px, (min-width: 640px) 50vw, 100vw"
      kicker={
        <>
          <span>{program.code}</span>
          {school ? <span>{school}</span> : null}
        </>
      }
      title={program.title}
      href={paths.schoolProgram(program.slug)}
      facts={[
        { label: t('education.programs.language'), value: titles(program.language) },
        { label: t('education.programs.period'), value: titles(program.period) },
        { label: t('education.programs.form'), value: titles(program.form) },
      ]}
    >
      {program.price ? (
        <p className={styles.cardPrice}>
          <span className="visually-hidden">{t('education.programs.price')}: </span>
          {program.price}
        </p>
      ) : null}
    </Card>
  )
}
