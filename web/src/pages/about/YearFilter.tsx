// The year filter of the purchases and the association's documents: the years of the
// year-procedure handbook, newest first, kept in the URL (?year=2025) so reload and Back keep it.
import { handbookQuery } from '@/api/handbooks'
import { FilterSelect } from '@/blocks/FilterSelect'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './About.module.css'

export function YearFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t, lang } = useT()
  const years = useListQuery(handbookQuery(lang, 'year-procedure'))
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
