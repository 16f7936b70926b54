// The generic form controller: react-hook-form with the form's zod schema, the status of spec
// section 4, and the send with its failure shown per field (422) and for the form.
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useState, type BaseSyntheticEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod/mini'
import { useT } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'
import { describeFailure, type FormProblem } from './failure'
import { honeypotValue } from './honeypot'
import { ERROR_MS, useFormStatus, type FormStatus } from './status'

export interface FormSetup<V extends FieldValues> {
  /** Its input is the form's values (the archive forms each check a part of the widest form). */
  schema: z.ZodMiniType<unknown, Partial<V>>
  defaults: V
  /** The request's JSON names → this form's fields, for the server's 422 messages. */
  serverFields: Readonly<Record<string, Path<V>>>
  /** How long "Error!" stays (1 s; 3 s for the summer-school and service forms). */
  errorMs?: number
  /** `honeypot`: the value of the form's hidden honeypot field, for the call's X-Honeypot. */
  send: (values: V, lang: Lang, honeypot: string) => Promise<unknown>
}

export interface FormController<V extends FieldValues> {
  form: UseFormReturn<V>
  status: FormStatus
  problem: FormProblem | null
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
}

export function useSubmitForm<V extends FieldValues>(setup: FormSetup<V>): FormController<V> {
  const { lang } = useT()
  const { schema, defaults, serverFields, errorMs = ERROR_MS, send } = setup
  const form = useForm<V>({
    // The schemas' outputs have their inputs' shape (strings trimmed), so the values stay V.
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: defaults as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { status, start, invalid, succeed, fail } = useFormStatus(errorMs)
  const [problem, setProblem] = useState<FormProblem | null>(null)

  const onSubmit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      // Validation always runs, so every bad field is flagged; the request goes out only when the
      // form is valid and no flag is on (start() says whether it may).
      const allowed = start()
      if (allowed) setProblem(null)
      const honeypot = honeypotValue(event?.target)
      await form.handleSubmit(
        async (values) => {
          if (!allowed) return
          try {
            await send(values, lang, honeypot)
            form.reset(defaults)
            succeed()
          } catch (error) {
            console.warn('Form submission failed:', error)
            const failure = describeFailure(error, serverFields)
            failure.fieldErrors.forEach(({ field, message }, index) =>
              form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
            )
            setProblem(failure.problem)
            fail()
          }
        },
        () => {
          if (allowed) invalid()
        },
      )(event)
    },
    [start, form, send, lang, defaults, succeed, serverFields, fail, invalid],
  )

  return { form, status, problem, onSubmit }
}
