// A field's visible name with its "required" mark, and its length hint.
import { useT } from '@/i18n/LangContext'
import type { Field } from '../../api/types'
import { fieldLabel } from '../../labels'
import styles from './form.module.css'

/** The visible name of a field, with its "required" mark. */
export function FieldName({ field }: { field: Field }) {
  const { t, lang } = useT()
  return (
    <>
      {fieldLabel(lang, field.name)}
      {field.required ? (
        <span className={styles.required}>
          {' '}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">({t('admin.edit.required')})</span>
        </span>
      ) : null}
    </>
  )
}

export function Hint({ id, field }: { id: string; field: Field }) {
  const { t } = useT()
  if (!field.max_length) return null
  return (
    <p id={id} className={styles.hint}>
      {t('admin.edit.maxLength', { max: field.max_length })}
    </p>
  )
}
