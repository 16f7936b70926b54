// The year filter of the purchases and the association's documents: the years of the
// year-procedure handbook, newest first, kept in the URL (?year=2025) so reload and Back keep it.
import { useQuery } from '@tanstack/react-query'
import { handbookQuery } from '@/api/handbooks'
import { FilterSelect } from '@/blocks/FilterSelect'
import { useT } from '@/i18n/LangContext'
import styles from './About.module.css'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function YearFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t, lang } = useT()
  const years = useQuery(handbookQuery(lang, 'year-procedure'))
  useWarnOnError(years.error, 'The years of the year filter')
  if (years.isError) return null
  const options = (years.data ?? [])
    .map((item) => item.title)
    .sort((a, b) => b.localeCompare(a))
    .map((year) => ({ value: year, label: year }))
  return (
    <div className={styles.filters}>
      <FilterSelect
        label={t('about.year.label')}
        value={value}
        onChange={onChange}
        options={options}
        allLabel={t('about.year.all')}
        disabled={!years.data}
      />
    </div>
  )
}
