// Scientists: all of them in a slider (the research page), or those of one project or grant in a
// grid. A person card shows the photo, name, post, degree and h-index.
import { scientistsQuery, type Scientist } from '@/api/science'
import { EmployeeCards, EmployeeSlider } from '@/blocks/EmployeeCards'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Science.module.css'

export function Scientists({
  project,
  grant,
  title,
  kicker,
}: {
  /** Only the scientists of this project (id). */
  project?: number
  /** Only the scientists of this science grant (id). */
  grant?: number
  title: string
  kicker?: string
}) {
  const { t, lang } = useT()
  const scientists = useListQuery(scientistsQuery(lang, { project, grant }))
  // A project or grant without named scientists shows nothing rather than an empty heading.
  if (scientists.data?.length === 0) return null
  const all = project === undefined && grant === undefined
  const people = (list: Scientist[] | undefined) =>
    all ? (
      <EmployeeSlider employees={list} label={title} extra={hIndex} />
    ) : (
      <EmployeeCards employees={list} extra={hIndex} />
    )

  return (
    <ListSection kicker={kicker} title={title}>
      <QueryList query={scientists} skeleton={people(undefined)}>
        {(list) => (
          <>
            {people(list)}
            <p className={styles.note}>{t('science.scientists.hIndexNote')}</p>
          </>
        )}
      </QueryList>
    </ListSection>
  )
}

/** The university's scientists, in a slider. */
export function AllScientists() {
  const { t } = useT()
  return (
    <Scientists kicker={t('science.scientists.kicker')} title={t('science.scientists.title')} />
  )
}

const hIndex = (scientist: Scientist) => <HIndex value={scientist.h_index} />

function HIndex({ value }: { value: number }) {
  const { t } = useT()
  return (
    <p className={styles.hIndex}>
      <span>{t('science.scientists.hIndex')}</span>
      <strong>{value}</strong>
    </p>
  )
}
