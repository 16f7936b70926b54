// The response to one vacancy: contacts, academic degree, the schools the applicant would work
// at and the courses they can teach, a CV and up to five other documents, sent as multipart with
// the files themselves.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { submitForm } from '@/api/forms'
import { schoolsQuery } from '@/api/schools'
import { useT } from '@/i18n/LangContext'
import { CheckboxesField } from './CheckboxesField'
import { AttachField } from './FileDrop'
import { EmailField, FioField, PhoneField, SelectField, TextAreaField } from './fields'
import { itemOptions } from './options'
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
  const { t, lang } = useT()
  const schools = useQuery(schoolsQuery(lang))
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
      <CheckboxesField
        name="schools"
        label={t('formFields.fields.schools')}
        hint={t('formFields.vacancy.schoolsHint')}
        options={schools.isError ? [] : schools.data && itemOptions(schools.data)}
        optional
        wide
      />
      <TextAreaField
        name="courses"
        label={t('formFields.fields.courses')}
        hint={t('formFields.vacancy.coursesHint')}
        rows={3}
        optional
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
