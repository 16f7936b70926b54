// The summer-school application: a track and an accommodation plan, sent as stable codes.
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, SelectField, TextAreaField } from './fields'
import { FormFrame } from './FormFrame'
import { LONG_ERROR_MS } from './status'
import {
  ROOM_PLANS,
  SUMMER_PROGRAMS,
  summerSchoolBody,
  summerSchoolDefaults,
  summerSchoolFields,
  summerSchoolSchema,
  type SummerSchoolValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

const setup: FormSetup<SummerSchoolValues> = {
  schema: summerSchoolSchema,
  defaults: summerSchoolDefaults,
  serverFields: summerSchoolFields,
  errorMs: LONG_ERROR_MS,
  send: (values, lang, honeypot) =>
    submitForm('/applications/summer-school', lang, summerSchoolBody(values), honeypot),
}

export function SummerSchoolForm() {
  const { t } = useT()
  const controller = useSubmitForm(setup)
  return (
    <FormFrame controller={controller} label={t('forms.summer.title')}>
      <FioField wide />
      <EmailField />
      <PhoneField />
      <SelectField
        name="program"
        label={t('formFields.fields.track')}
        options={SUMMER_PROGRAMS.map((code) => ({
          value: code,
          label: t(`formFields.summer.programs.${code}`),
        }))}
      />
      <SelectField
        name="roomPlan"
        label={t('formFields.fields.roomPlan')}
        options={ROOM_PLANS.map((code) => ({
          value: code,
          label: t(`formFields.summer.rooms.${code}`),
        }))}
      />
      <TextAreaField name="message" label={t('formFields.fields.comment')} rows={3} optional />
    </FormFrame>
  )
}
