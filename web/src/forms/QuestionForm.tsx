// A question to the rector (or another office): the addressee is one of the contact groups'
// addresses, the rector's office by default.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { submitForm } from '@/api/forms'
import { contactSettingsQuery } from '@/api/settings'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, SelectField, TextAreaField } from './fields'
import { FormFrame } from './FormFrame'
import { defaultAddressee } from './options'
import {
  questionBody,
  questionDefaults,
  questionFields,
  questionSchema,
  type QuestionValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

export function QuestionForm() {
  const { t, lang } = useT()
  const contacts = useQuery(contactSettingsQuery(lang))
  const groups = contacts.data?.groups
  const addressee = groups ? defaultAddressee(groups) : ''
  const setup = useMemo<FormSetup<QuestionValues>>(
    () => ({
      schema: questionSchema,
      defaults: { ...questionDefaults, emailTo: addressee },
      serverFields: questionFields,
      send: (values, lang, honeypot) =>
        submitForm('/applications/question', lang, questionBody(values), honeypot),
    }),
    [addressee],
  )
  const controller = useSubmitForm(setup)
  const { form } = controller

  // The contacts may arrive after the form was made: choose the rector's office then.
  useEffect(() => {
    if (addressee && !form.getValues('emailTo')) form.setValue('emailTo', addressee)
  }, [addressee, form])

  return (
    <FormFrame controller={controller} label={t('forms.question.title')}>
      <SelectField
        name="emailTo"
        label={t('formFields.fields.emailTo')}
        options={
          contacts.isError
            ? []
            : groups?.map((g) => ({ value: g.email, label: `${g.title} — ${g.email}` }))
        }
        wide
      />
      <FioField wide />
      <EmailField />
      <PhoneField />
      <TextAreaField name="message" label={t('formFields.fields.question')} rows={5} />
    </FormFrame>
  )
}
