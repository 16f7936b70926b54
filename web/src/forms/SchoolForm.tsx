// An application to a school: contacts, company and position, one of the school's programmes and
// the year the applicant plans to start.
import { useQuery } from '@tanstack/react-query'
import { submitForm } from '@/api/forms'
import { schoolProgramsQuery } from '@/api/programs'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, SelectField, TextField, YearField } from './fields'
import { FormFrame } from './FormFrame'
import { itemOptions } from './options'
import {
  schoolBody,
  schoolDefaults,
  schoolFields,
  schoolSchema,
  type SchoolValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

const setup: FormSetup<SchoolValues> = {
  schema: schoolSchema,
  defaults: schoolDefaults,
  serverFields: schoolFields,
  send: (values, lang, honeypot) =>
    submitForm('/applications/school', lang, schoolBody(values), honeypot),
}

export function SchoolForm({ schoolId }: { schoolId: number }) {
  const { t, lang } = useT()
  const controller = useSubmitForm(setup)
  const programs = useQuery(schoolProgramsQuery(lang, schoolId))
  return (
    <FormFrame controller={controller} label={t('forms.school.title')}>
      <FioField wide />
      <EmailField />
      <PhoneField />
      <TextField
        name="company"
        label={t('formFields.fields.company')}
        autoComplete="organization"
      />
      <TextField
        name="post"
        label={t('formFields.fields.post')}
        autoComplete="organization-title"
      />
      <SelectField
        name="program"
        label={t('formFields.fields.program')}
        options={programs.isError ? [] : programs.data && itemOptions(programs.data)}
      />
      <YearField name="year" label={t('formFields.fields.year')} />
    </FormFrame>
  )
}
