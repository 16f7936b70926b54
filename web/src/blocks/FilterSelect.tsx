// A labelled native select for list filters: the first option ("all") means no filter (''). A
// value from the URL that the options do not (yet) contain still shows as selected.
import { useId } from 'react'
import styles from './FilterSelect.module.css'

export interface FilterSelectOption {
  value: string
  label: string
}

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  className,
  disabled = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: FilterSelectOption[]
  allLabel: string
  className?: string
  disabled?: boolean
}) {
  const id = useId()
  const list =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
