// The fields every form is built from. Each reads its form through react-hook-form's context,
// shows its label, an optional hint and, when the field is bad, its error text in the current
// language (or the server's message, which already is), wired up with aria-invalid and
// aria-describedby.
import { useId, type ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { IMaskInput } from 'react-imask'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import styles from './forms.module.css'
import { useErrorText, useFieldError } from './fieldError'
import { PHONE_MASK, PHONE_PLACEHOLDER, preparePhoneInput } from './rules'

export interface FieldProps {
  name: string
  label: string
  /** Shown as "(optional)"; every other field is required. */
  optional?: boolean
  hint?: ReactNode
  /** Spans both columns of the form grid. */
  wide?: boolean
}

/** Label, control, hint and error of one field; `control` gets the ids and aria attributes. */
export function FieldShell({
  name,
  label,
  optional,
  hint,
  wide,
  children,
  as = 'div',
}: FieldProps & {
  children: (aria: ControlAria) => ReactNode
  /** A group of controls (radios, a file drop) is a fieldset with a legend. */
  as?: 'div' | 'fieldset'
}) {
  const { t } = useT()
  const id = useId()
  const error = useFieldError(name)
  const errorText = useErrorText()(error)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errorText ? `${id}-error` : undefined
  const aria: ControlAria = {
    id: `${id}-control`,
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': optional ? undefined : true,
  }
  const labelContent = (
    <>
      {label}
      {optional ? (
        <span className={styles.optional}> ({t('formFields.optional')})</span>
      ) : (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  )
  const Wrapper = as
  return (
    <Wrapper
      className={[styles.field, wide ? styles.wide : '', as === 'fieldset' ? styles.fieldset : '']
        .filter(Boolean)
        .join(' ')}
      data-field={name}
      aria-describedby={as === 'fieldset' ? aria['aria-describedby'] : undefined}
    >
      {as === 'fieldset' ? (
        <legend className={styles.label}>{labelContent}</legend>
      ) : (
        <label className={styles.label} htmlFor={aria.id}>
          {labelContent}
        </label>
      )}
      {children(aria)}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} className={styles.errorIcon} />
          <span>{errorText}</span>
        </p>
      ) : null}
    </Wrapper>
  )
}

export interface ControlAria {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

export function TextField({
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  min,
  ...field
}: FieldProps & {
  type?: 'text' | 'email' | 'date' | 'time'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric' | 'tel'
  maxLength?: number
  min?: string
}) {
  const { register } = useFormContext()
  return (
    <FieldShell {...field}>
      {(aria) => (
        <input
          {...aria}
          {...register(field.name)}
          type={type}
          className={styles.control}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </FieldShell>
  )
}

export function FioField({
  name = 'fio',
  label,
  wide,
}: {
  name?: string
  label?: string
  wide?: boolean
}) {
  const { t } = useT()
  return (
    <TextField
      name={name}
      wide={wide}
      label={label ?? t('formFields.fields.fio')}
      placeholder={t('formFields.placeholders.fio')}
      autoComplete="name"
    />
  )
}

export function EmailField({ name = 'email', wide }: { name?: string; wide?: boolean }) {
  const { t } = useT()
  return (
    <TextField
      name={name}
      wide={wide}
      type="email"
      label={t('formFields.fields.email')}
      placeholder={t('formFields.placeholders.email')}
      autoComplete="email"
      inputMode="email"
    />
  )
}

export function YearField(props: FieldProps) {
  const { t } = useT()
  return (
    <TextField
      {...props}
      inputMode="numeric"
      maxLength={4}
      placeholder={t('formFields.placeholders.year')}
      autoComplete="off"
    />
  )
}

/** The phone behind the mask +7 (___) ___-__-__; the value is the masked text. */
export function PhoneField({ name = 'phone', wide }: { name?: string; wide?: boolean }) {
  const { t } = useT()
  const { control } = useFormContext()
  return (
    <FieldShell name={name} label={t('formFields.fields.phone')} wide={wide}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <IMaskInput
              {...aria}
              mask={PHONE_MASK}
              prepare={(chunk: string, masked: { value: string }) =>
                preparePhoneInput(chunk, masked.value)
              }
              value={String(field.value ?? '')}
              unmask={false}
              onAccept={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              className={styles.control}
            />
          )}
        />
      )}
    </FieldShell>
  )
}

export function TextAreaField({
  rows = 4,
  placeholder,
  ...field
}: FieldProps & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext()
  return (
    <FieldShell wide {...field}>
      {(aria) => (
        <textarea
          {...aria}
          {...register(field.name)}
          rows={rows}
          placeholder={placeholder}
          className={`${styles.control} ${styles.textarea}`}
        />
      )}
    </FieldShell>
  )
}

export interface Option {
  value: string
  label: string
}

/**
 * A choice from a list. `options` undefined means still loading. `placeholder` replaces "Choose…"
 * (e.g. "Choose a direction first" while the list is empty on purpose).
 */
export function SelectField({
  options,
  placeholder,
  onChoose,
  ...field
}: FieldProps & {
  options: Option[] | undefined
  placeholder?: string
  /** Called after the value changed (a dependent field resets). */
  onChoose?: (value: string) => void
}) {
  const { t } = useT()
  const { register } = useFormContext()
  const registered = register(field.name, {
    onChange: (event: { target: { value: string } }) => onChoose?.(event.target.value),
  })
  return (
    <FieldShell {...field}>
      {(aria) => (
        <div className={styles.selectWrap}>
          <select
            {...aria}
            {...registered}
            className={`${styles.control} ${styles.select}`}
            aria-busy={options ? undefined : true}
          >
            <option value="">
              {options ? (placeholder ?? t('formFields.choose')) : t('formFields.loadingOptions')}
            </option>
            {(options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className={styles.selectIcon} />
        </div>
      )}
    </FieldShell>
  )
}

/** The consent every form requires (spec: "I agree to the processing of personal data"). */
export function ConsentField({ name = 'consent' }: { name?: string }) {
  const { t } = useT()
  const { register } = useFormContext()
  const id = useId()
  const error = useFieldError(name)
  const errorText = useErrorText()(error)
  return (
    <div className={`${styles.consent} ${styles.wide}`} data-field={name}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          {...register(name)}
          aria-invalid={errorText ? true : undefined}
          aria-required
          aria-describedby={errorText ? `${id}-error` : undefined}
          className={styles.checkbox}
        />
        <span>{t('formFields.consent')}</span>
      </label>
      {errorText ? (
        <p id={`${id}-error`} className={styles.error}>
          <Icon name="alert" size={16} className={styles.errorIcon} />
          <span>{errorText}</span>
        </p>
      ) : null}
    </div>
  )
}
