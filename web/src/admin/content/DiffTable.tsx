// Differences of two versions as a table: field, language, one version, the other.
import { useT } from '@/i18n/LangContext'
import type { DiffRow } from './diff'
import styles from './edit.module.css'

export function DiffTable({
  rows,
  caption,
  beforeLabel,
  afterLabel,
}: {
  rows: DiffRow[]
  caption: string
  beforeLabel: string
  afterLabel: string
}) {
  const { t } = useT()
  const empty = t('admin.revisions.emptyValue')
  return (
    <div className={styles.tableWrap}>
      <table className={styles.diff}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.revisions.field')}</th>
            <th scope="col">{t('admin.revisions.lang')}</th>
            <th scope="col">{beforeLabel}</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.lang ? t(`admin.langs.${row.lang}`) : '—'}</td>
              <td className={styles.before}>{row.before || empty}</td>
              <td className={styles.after}>{row.after || empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
