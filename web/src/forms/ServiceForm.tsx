// The service-centre request: a direction, then one of that direction's services.
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, SelectField, TextAreaField } from './fields'
import { FormFrame } from './FormFrame'
import { useHandbookOptions } from './options'
import { LONG_ERROR_MS } from './status'
import {
  serviceBody,
  serviceDefaults,
  serviceFields,
  serviceSchema,
  type ServiceValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

const setup: FormSetup<ServiceValues> = {
  schema: serviceSchema,
  defaults: serviceDefaults,
  serverFields: serviceFields,
  errorMs: LONG_ERROR_MS,
  send: (values, lang, honeypot) =>
    submitForm('/applications/service', lang, serviceBody(values), honeypot),
}

export function ServiceForm() {
  const { t } = useT()
  const controller = useSubmitForm(setup)
  const { form } = controller
  const direction = form.watch('direction')
  const directions = useHandbookOptions('direction')
  const services = useHandbookOptions('service', (item) => String(item.parent) === direction)
  return (
    <FormFrame controller={controller} label={t('forms.service.title')}>
      <SelectField
        name="direction"
        label={t('formFields.fields.direction')}
        options={directions}
        // A service belongs to one direction: a new direction clears the service.
        onChoose={() => form.setValue('service', '')}
      />
      <SelectField
        name="service"
        label={t('formFields.fields.service')}
        options={direction ? services : []}
        placeholder={direction ? undefined : t('formFields.service.directionFirst')}
      />
      <FioField wide />
      <EmailField />
      <PhoneField />
      <TextAreaField name="message" label={t('formFields.fields.comment')} rows={3} optional />
    </FormFrame>
  )
}
