// The four archive requests (archive-info, meeting, success-story, transcript): shared graduate
// fields, the fields and document slots of the type, sent to /application-services/{type}.
import { useMemo } from 'react'
import { submitForm } from '@/api/forms'
import { useT } from '@/i18n/LangContext'
import { UploadField } from './FileDrop'
import {
  EmailField,
  FioField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  YearField,
} from './fields'
import { FormFrame } from './FormFrame'
import { useHandbookOptions } from './options'
import {
  archiveBody,
  archiveDefaults,
  archiveFields,
  archiveLayout,
  archiveSchemas,
  type ArchiveType,
  type ArchiveValues,
} from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

export function ArchiveForm({ type }: { type: ArchiveType }) {
  const { t } = useT()
  const setup = useMemo<FormSetup<ArchiveValues>>(
    () => ({
      schema: archiveSchemas[type],
      defaults: archiveDefaults,
      serverFields: archiveFields,
      send: (values, lang, honeypot) =>
        submitForm(`/application-services/${type}`, lang, archiveBody(type, values), honeypot),
    }),
    [type],
  )
  const controller = useSubmitForm(setup)
  const layout = archiveLayout[type]
  const has = (field: (typeof layout.fields)[number]) => layout.fields.includes(field)

  return (
    <FormFrame controller={controller} label={t(`forms.archive.types.${type}.title`)}>
      <FioField wide />
      <EmailField />
      <PhoneField />
      <YearField name="yearAdmission" label={t('formFields.fields.yearAdmission')} />
      <YearField name="yearRelease" label={t('formFields.fields.yearRelease')} />
      <TextField name="specialtyFaculty" label={t('formFields.fields.specialtyFaculty')} wide />
      {has('departments') ? <DepartmentFields /> : null}
      {has('city') ? <TextField name="city" label={t('formFields.fields.city')} /> : null}
      {has('date') ? (
        <TextField
          name="date"
          type="date"
          label={t(type === 'meeting' ? 'formFields.fields.meetingDate' : 'formFields.fields.date')}
        />
      ) : null}
      {has('address') ? (
        <TextField
          name="address"
          label={t('formFields.fields.address')}
          placeholder={t('formFields.placeholders.address')}
          autoComplete="street-address"
          wide
        />
      ) : null}
      {has('message') ? (
        <TextAreaField name="message" label={t('formFields.fields.story')} rows={5} />
      ) : null}
      {layout.documents.map(({ slot, required }) => (
        <UploadField
          key={slot}
          name={slot}
          label={t(`formFields.archive.documents.${slot}`)}
          optional={!required}
          wide={layout.documents.length === 1}
        />
      ))}
    </FormFrame>
  )
}

/** Department, type and language of an archive certificate, from their handbooks. */
function DepartmentFields() {
  const { t } = useT()
  const departments = useHandbookOptions('departments')
  const types = useHandbookOptions('reference-types')
  const languages = useHandbookOptions('languages')
  return (
    <>
      <SelectField
        name="departments"
        label={t('formFields.fields.departments')}
        options={departments}
      />
      <SelectField
        name="referenceTypes"
        label={t('formFields.fields.referenceTypes')}
        options={types}
      />
      <SelectField
        name="language"
        label={t('formFields.fields.language')}
        options={languages}
        wide
      />
    </>
  )
}
