// The response to one vacancy: contacts, academic degree, a CV and up to five other documents,
// sent as multipart with the files themselves.
import { useMemo } from 'react'
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { AttachField } from './FileDrop'
import { EmailField, FioField, PhoneField, SelectField } from './fields'
import { FormFrame } from './FormFrame'
import {
  ACADEMIC_DEGREES,
  vacancyBody,
  vacancyDefaults,
  vacancyFields,
  vacancySchema,
  type VacancyValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

export function VacancyForm({ vacancyId }: { vacancyId: number }) {
  const { t } = useT()
  const setup = useMemo<FormSetup<VacancyValues>>(
    () => ({
      schema: vacancySchema,
      defaults: { ...vacancyDefaults, vacancy: String(vacancyId) },
      serverFields: vacancyFields,
      send: (values, lang, honeypot) =>
        submitForm('/applications/vacancy', lang, vacancyBody(values), honeypot),
    }),
    [vacancyId],
  )
  const controller = useSubmitForm(setup)
  return (
    <FormFrame controller={controller} label={t('forms.vacancy.title')}>
      <FioField wide />
      <EmailField />
      <PhoneField />
      <SelectField
        name="degree"
        label={t('formFields.fields.degree')}
        options={ACADEMIC_DEGREES.map((degree) => ({
          value: degree,
          label: t(`formFields.vacancy.degrees.${degree}`),
        }))}
        wide
      />
      <AttachField name="resume" label={t('formFields.fields.resume')} wide />
      <AttachField
        name="documents"
        label={t('formFields.fields.documents')}
        hint={t('formFields.vacancy.documentsHint')}
        optional
        multiple
        wide
      />
    </FormFrame>
  )
}
