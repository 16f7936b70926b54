// The programmes of an education level with the school, language, period, subject and form
// filters; the filters live in the URL, so reload, links and Back keep them. A filter that offers
// fewer than two values for this level is left out: it could not narrow anything.
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import {
  PROGRAM_FILTERS,
  programFilterQuery,
  programsQuery,
  type EducationLevel,
  type FilterValue,
  type ProgramFilter,
} from '@/api/programs'
import type { Block, Program } from '@/api/types'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Kicker } from '@/blocks/Section'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { useUrlFilter } from '@/lib/useUrlFilter'
import { paths, useLocalize } from '@/routes'
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
  const headingId = `programs-${education}`

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        {heading?.top ? <Kicker>{heading.top}</Kicker> : null}
        <h2 id={headingId} className={styles.groupTitle}>
          {heading?.title || t('education.programs.title')}
        </h2>
        {heading?.desc ? <RichText html={heading.desc} className={styles.groupLead} /> : null}
      </div>

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

      {list.isError ? null : list.data?.length === 0 ? (
        <p className={styles.empty}>{t('education.programs.empty')}</p>
      ) : (
        <ul
          role="list"
          className={styles.cards}
          data-stale={list.isPlaceholderData || undefined}
          aria-busy={list.data ? undefined : true}
        >
          {list.data
            ? list.data.map((program) => (
                <li key={program.id}>
                  <ProgramCard
                    program={program}
                    school={schools.data?.find((s) => s.id === program.school)?.title}
                  />
                </li>
              ))
            : [0, 1, 2].map((i) => (
                <li key={i}>
                  <CardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {heading?.bottom ? <p className={styles.note}>{heading.bottom}</p> : null}
    </section>
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

function ProgramCard({ program, school }: { program: Program; school: string | undefined }) {
  const { t } = useT()
  const localize = useLocalize()
  return (
    <article className={`${styles.card} ${styles.programCard}`}>
      <Img
        src={program.image}
        alt=""
        width={640}
        height={400}
        className={styles.cardImage}
        sizes="(min-width: 1080px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>
          <span>{program.code}</span>
          {school ? <span>{school}</span> : null}
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={localize(paths.schoolProgram(program.slug))} className={styles.cardLink}>
            {program.title}
          </Link>
        </h3>
        <dl className={styles.cardFacts}>
          {program.language.length > 0 ? (
            <div>
              <dt>{t('education.programs.language')}</dt>
              <dd>{titles(program.language)}</dd>
            </div>
          ) : null}
          {program.period.length > 0 ? (
            <div>
              <dt>{t('education.programs.period')}</dt>
              <dd>{titles(program.period)}</dd>
            </div>
          ) : null}
          {program.form.length > 0 ? (
            <div>
              <dt>{t('education.programs.form')}</dt>
              <dd>{titles(program.form)}</dd>
            </div>
          ) : null}
        </dl>
        {program.price ? (
          <p className={styles.cardPrice}>
            <span className="visually-hidden">{t('education.programs.price')}: </span>
            {program.price}
          </p>
        ) : null}
      </div>
    </article>
  )
}

export function CardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '8 / 5' }} />
      <div className={styles.cardBody}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height="1.4em" />
        <SkeletonText lines={3} />
      </div>
    </div>
  )
}
