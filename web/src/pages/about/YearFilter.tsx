// The year filter of the purchases and the association's documents: the years of the
// year-procedure handbook, newest first, kept in the URL (?year=2025) so reload and Back keep it.
// Disabled while the years load; when they cannot be loaded it says so, with a Retry button.
import { handbookQuery } from '@/api/handbooks'
import { FilterSelect } from '@/blocks/FilterSelect'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './About.module.css'

export function YearFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t, lang } = useT()
  const years = useListQuery(handbookQuery(lang, 'year-procedure'))
  const select = (titles: string[]) => (
    <FilterSelect
      label={t('about.year.label')}
      value={value}
      onChange={onChange}
      options={titles
        .sort((a, b) => b.localeCompare(a))
        .map((year) => ({ value: year, label: year }))}
      allLabel={t('about.year.all')}
      disabled={!years.data}
    />
  )
  return (
    <div className={styles.filters}>
      <QueryList query={years} skeleton={select([])}>
        {(items) => select(items.map((item) => item.title))}
      </QueryList>
    </div>
  )
}
