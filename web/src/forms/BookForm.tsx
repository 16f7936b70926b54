// The library's book request: the book, the reader's school, how to receive it and where.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { submitForm } from '@/api/forms'
import { booksQuery } from '@/api/library'
import { schoolsQuery } from '@/api/schools'
import { useT } from '@/i18n/LangContext'
import { EmailField, FioField, PhoneField, SelectField, TextField } from './fields'
import { FormFrame } from './FormFrame'
import { itemOptions, useHandbookOptions } from './options'
import { bookBody, bookDefaults, bookFields, bookSchema, type BookValues } from './schemas'
import { useSubmitForm, type FormSetup } from './useSubmitForm'

const setup: FormSetup<BookValues> = {
  schema: bookSchema,
  defaults: bookDefaults,
  serverFields: bookFields,
  send: (values, lang, honeypot) =>
    submitForm('/applications/book', lang, bookBody(values), honeypot),
}

/**
 * @param chosen a book picked in the list beside the form ({id} changes identity on each pick, so
 *   picking the same book twice still selects it).
 */
export function BookForm({ chosen }: { chosen?: { id: number } }) {
  const { t, lang } = useT()
  const controller = useSubmitForm(setup)
  const { form } = controller
  const books = useQuery(booksQuery(lang))
  const schools = useQuery(schoolsQuery(lang))
  const methods = useHandbookOptions('recipient-methods')

  useEffect(() => {
    if (chosen)
      form.setValue('book', String(chosen.id), { shouldValidate: form.formState.isSubmitted })
  }, [chosen, form])

  return (
    <FormFrame controller={controller} label={t('forms.book.title')}>
      <FioField label={t('formFields.fields.reader')} wide />
      <EmailField />
      <PhoneField />
      <SelectField
        name="book"
        label={t('formFields.fields.book')}
        options={
          books.isError
            ? []
            : books.data?.map((b) => ({ value: String(b.id), label: `${b.title} — ${b.author}` }))
        }
        wide
      />
      <SelectField
        name="school"
        label={t('formFields.fields.school')}
        options={schools.isError ? [] : schools.data && itemOptions(schools.data)}
      />
      <SelectField name="method" label={t('formFields.fields.method')} options={methods} />
      <TextField
        name="address"
        label={t('formFields.fields.address')}
        placeholder={t('formFields.placeholders.address')}
        autoComplete="street-address"
        wide
      />
    </FormFrame>
  )
}
