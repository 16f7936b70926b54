// A field's error and its text: a rule's message is a key of formFields.errors, translated into the
// current language; the server's 422 messages (type "server") already are, and are shown as sent.
import { useFormContext, useFormState, type FieldError, type FieldValues } from 'react-hook-form'
import { useT } from '@/i18n/LangContext'
import type { ErrorKey } from './rules'

/** The error of a field by its dotted name. */
function errorAt(errors: FieldValues, name: string): FieldError | undefined {
  return name
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      errors,
    ) as FieldError | undefined
}

export function useFieldError(name: string): FieldError | undefined {
  const { control } = useFormContext()
  const { errors } = useFormState({ control, name })
  return errorAt(errors, name)
}

/** A rule's message is a key of formFields.errors; the server's messages are shown as they are. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useT()
  return (error) => {
    const message = error?.message
    if (!message) return undefined
    if (error.type === 'server') return message
    return t(`formFields.errors.${message as ErrorKey}`, { defaultValue: message })
  }
}
