// Several choices from a short list (the schools a vacancy response names): a fieldset of
// checkboxes whose checked values the form holds as an array. `options` undefined: still loading.
import { useFormContext } from 'react-hook-form'
import { useT } from '@/i18n/LangContext'
import styles from './forms.module.css'
import { FieldShell, type FieldProps, type Option } from './fields'
import own from './CheckboxesField.module.css'

export function CheckboxesField({
  options,
  ...field
}: FieldProps & { options: Option[] | undefined }) {
  const { t } = useT()
  const { register } = useFormContext()
  return (
    <FieldShell as="fieldset" {...field}>
      {(aria) =>
        options ? (
          <ul role="list" className={own.options} id={aria.id}>
            {options.map((option) => (
              <li key={option.value}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    value={option.value}
                    {...register(field.name)}
                    aria-invalid={aria['aria-invalid']}
                    className={styles.checkbox}
                  />
                  <span>{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className={own.loading} aria-busy="true">
            {t('formFields.loadingOptions')}
          </p>
        )
      }
    </FieldShell>
  )
}
