// Registration for a reception visit (virtual reception, legal clinic): a date and time, the
// subject from the root-issues handbook and an attached application.
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { UploadField } from './FileDrop'
import { EmailField, FioField, PhoneField, SelectField, TextField } from './fields'
import { FormFrame } from './FormFrame'
import { useHandbookOptions } from './options'
import { today } from './rules'
import {
  registrationBody,
  registrationDefaults,
  registrationFields,
  registrationSchema,
  type RegistrationValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

const setup: FormSetup<RegistrationValues> = {
  schema: registrationSchema,
  defaults: registrationDefaults,
  serverFields: registrationFields,
  send: (values, lang, honeypot) =>
    submitForm('/applications/registration', lang, registrationBody(values), honeypot),
}

export function ReceptionForm() {
  const { t } = useT()
  const controller = useSubmitForm(setup)
  const issues = useHandbookOptions('root-issues')
  return (
    <FormFrame controller={controller} label={t('forms.reception.title')}>
      <FioField wide />
      <EmailField />
      <PhoneField />
      <TextField name="date" type="date" label={t('formFields.fields.visitDate')} min={today()} />
      <TextField name="time" type="time" label={t('formFields.fields.time')} />
      <SelectField name="issue" label={t('formFields.fields.issue')} options={issues} wide />
      <UploadField name="file" label={t('formFields.fields.file')} wide />
    </FormFrame>
  )
}
