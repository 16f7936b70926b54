// The consultation request (spec 3): a block on content pages. It sends the page's type and slug
// and the UTM tags the visit landed with.
import { useMemo } from 'react'
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, TextAreaField } from './fields'
import { FormFrame } from './FormFrame'
import {
  consultationBody,
  consultationDefaults,
  consultationFields,
  consultationSchema,
  type ConsultationValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'
import { visitUtm } from './utm'

export function ConsultationForm({ pageType, pageSlug }: { pageType: string; pageSlug: string }) {
  const { t } = useT()
  const setup = useMemo<FormSetup<ConsultationValues>>(
    () => ({
      schema: consultationSchema,
      defaults: consultationDefaults,
      serverFields: consultationFields,
      send: (values, lang, honeypot) =>
        submitForm(
          '/applications/consultation',
          lang,
          consultationBody(values, { type: pageType, slug: pageSlug }, visitUtm()),
          honeypot,
        ),
    }),
    [pageType, pageSlug],
  )
  const controller = useSubmitForm(setup)
  return (
    <FormFrame controller={controller} label={t('forms.consultation.title')}>
      <FioField />
      <PhoneField />
      <EmailField wide />
      <TextAreaField name="message" label={t('formFields.fields.question')} rows={3} />
    </FormFrame>
  )
}
