// The generic editors: one per field kind of the types document (docs/admin-api.md), built from
// the field descriptors alone, so every content type gets its form without a screen of its own.
// Each editor is memoised on its value: a keystroke re-renders only the field it changes.
import { lazy, memo, Suspense, type ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import { LANGS, type Lang } from '@/i18n/lang'
import type { Field } from '../../api/types'
import { FIELD_KINDS } from '../../api/types'
import { choiceLabel, fieldLabel } from '../../labels'
import { DocumentField, ImageField, ImagesField } from '../../media/MediaFields'
import { itemTitle } from '../titles'
import { useForm } from './context'
import { FieldErrors } from './FieldErrors'
import styles from './form.module.css'
import { FieldName, Hint } from './FieldName'
import { ReferenceField, ReferencesField } from './ReferenceFields'
import { ReorderList } from './ReorderList'
import {
  asTr,
  describedBy,
  emptyFields,
  emptyTr,
  getAt,
  inputId,
  isTranslated,
  lacksTranslation,
  pathKey,
  type Path,
} from './values'

const RichTextEditor = lazy(() => import('../../richtext/RichTextEditor'))

/** The editors of a group of fields (an item, a list element, an object). */
export function FieldList({
  fields,
  value,
  path,
}: {
  fields: readonly Field[]
  value: unknown
  path: Path
}) {
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <FieldEditor
          key={field.name}
          field={field}
          value={getAt(value, [field.name])}
          path={[...path, field.name]}
        />
      ))}
    </div>
  )
}

export const FieldEditor = memo(function FieldEditor({
  field,
  value,
  path,
}: {
  field: Field
  value: unknown
  path: Path
}) {
  if (isTranslated(field)) return <TranslatedField field={field} value={value} path={path} />
  switch (field.kind) {
    case 'choice':
      return <ChoiceField field={field} value={value} path={path} />
    case 'reference':
      return <ReferenceField field={field} value={value} path={path} />
    case 'references':
      return <ReferencesField field={field} value={value} path={path} />
    case 'list':
      return <ListField field={field} value={value} path={path} />
    case 'translated_list':
      return <TranslatedListField field={field} value={value} path={path} />
    case 'object':
      return <ObjectField field={field} value={value} path={path} />
    case 'image':
      return <ImageField field={field} value={value} path={path} />
    case 'images':
      return <ImagesField field={field} value={value} path={path} />
    case 'document':
      return <DocumentField field={field} value={value} path={path} />
    default:
      return <ScalarField field={field} value={value} path={path} />
  }
})

// Scalars --------------------------------------------------------------------------------------

const INPUT_TYPE: Record<string, string> = {
  email: 'email',
  integer: 'number',
  number: 'number',
  date: 'date',
  datetime: 'datetime-local',
}

function ScalarField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  const { t } = useT()
  const { change, errors } = useForm()
  const id = inputId(path)
  const messages = errors[pathKey(path)]
  const known = (FIELD_KINDS as readonly string[]).includes(field.kind)
  if (!known && value !== null && typeof value === 'object') {
    return (
      <div className={styles.field}>
        <p className={styles.label}>
          <FieldName field={field} />
        </p>
        <p className={styles.hint}>{t('admin.edit.unknownKind', { kind: field.kind })}</p>
      </div>
    )
  }
  const text = value === null || value === undefined ? '' : String(value)
  const numeric = field.kind === 'integer' || field.kind === 'number'
  const onChange = (next: string) => {
    if (numeric) change(path, next === '' ? null : Number(next))
    else if (field.kind === 'datetime' && /T\d\d:\d\d$/.test(next)) change(path, `${next}:00`)
    else change(path, next)
  }
  const common = {
    id,
    value: text,
    'aria-invalid': messages ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(field.max_length && `${id}-hint`, messages && `${id}-error`),
    maxLength: field.max_length,
    className: styles.input,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <FieldName field={field} />
      </label>
      {field.kind === 'long_text' ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : field.kind === 'color' ? (
        <div className={styles.color}>
          <input
            {...common}
            inputMode="text"
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
          <input
            type="color"
            aria-label={`${t('admin.fieldNames.color')}: ${text}`}
            value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
            onChange={(e) => onChange(e.target.value)}
            className={styles.swatch}
          />
        </div>
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.kind] ?? 'text'}
          inputMode={field.kind === 'url' || field.kind === 'video' ? 'url' : undefined}
          spellCheck={field.kind === 'text' ? undefined : false}
          step={
            field.kind === 'integer'
              ? 1
              : field.kind === 'number'
                ? 'any'
                : field.kind === 'datetime'
                  ? 1
                  : undefined
          }
          min={field.min}
          max={field.max}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Hint id={`${id}-hint`} field={field} />
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  )
}

// Texts in three languages ---------------------------------------------------------------------

function LanguageCell({
  lang,
  id,
  messages,
  labelContent,
  field,
  value,
  onChange,
  required,
  missingTr,
  name,
}: {
  name: string
  lang: Lang
  id: string
  messages: string[] | undefined
  labelContent: ReactNode
  field: Field
  value: string
  onChange: (value: string) => void
  required: boolean
  missingTr?: boolean
}) {
  const { t } = useT()
  const missing = missingTr ?? false
  const describe = describedBy(
    missing && `${id}-missing`,
    field.max_length && `${id}-hint`,
    messages && `${id}-error`,
  )
  const common = {
    id,
    value,
    'aria-invalid': messages ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describe,
    maxLength: field.max_length,
    className: styles.input,
    'data-missing': missing || undefined,
  }
  return (
    <div className={styles.langCell} data-lang={lang}>
      {field.kind === 'rich_text' ? (
        <span id={`${id}-label`} className={styles.langLabel}>
          {labelContent}
        </span>
      ) : (
        <label htmlFor={id} className={styles.langLabel}>
          {labelContent}
        </label>
      )}
      {field.kind === 'rich_text' ? (
        <Suspense
          fallback={<div className={styles.editorLoading}>{t('admin.richtext.loading')}</div>}
        >
          <RichTextEditor
            id={id}
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={describe}
            invalid={Boolean(messages)}
            missing={missing}
            name={name}
            lang={lang}
          />
        </Suspense>
      ) : field.kind === 'translated_long' ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {missing ? <MissingMark id={`${id}-missing`} lang={lang} /> : null}
      <Hint id={`${id}-hint`} field={field} />
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  )
}

/** The marker of an empty Russian or English text whose Kazakh text is there. */
export function MissingMark({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useT()
  return (
    <p id={id} className={styles.missing}>
      <span aria-hidden="true" className={styles.missingIcon}>
        !
      </span>
      {t('admin.edit.missingTranslation', { lang: t(`admin.langs.${lang}`) })}
    </p>
  )
}

/** The kz | ru | en editors of one text, side by side (one at a time on a phone). */
function TranslatedGroup({
  field,
  value,
  path,
  legend,
}: {
  field: Field
  value: unknown
  path: Path
  legend: ReactNode
}) {
  const { lang: uiLang } = useT()
  const { change, errors } = useForm()
  const tr = asTr(value)
  const label = fieldLabel(uiLang, field.name)
  const general = errors[pathKey(path)]
  const id = inputId(path)
  return (
    <fieldset className={styles.translated}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.langs}>
        {LANGS.map((lang) => {
          const langPath = [...path, lang]
          const langId = inputId(langPath)
          return (
            <LanguageCellFor
              key={lang}
              field={field}
              lang={lang}
              id={langId}
              label={label}
              value={tr[lang]}
              missing={lacksTranslation(tr, lang)}
              messages={errors[pathKey(langPath)]}
              onChange={(next) => change(path, { ...tr, [lang]: next })}
            />
          )
        })}
      </div>
      <FieldErrors id={`${id}-error`} messages={general} />
    </fieldset>
  )
}

function LanguageCellFor({
  field,
  lang,
  id,
  label,
  value,
  missing,
  messages,
  onChange,
}: {
  field: Field
  lang: Lang
  id: string
  label: string
  value: string
  missing: boolean
  messages: string[] | undefined
  onChange: (value: string) => void
}) {
  const { t } = useT()
  const required = field.required && lang === 'kz'
  return (
    <LanguageCell
      lang={lang}
      id={id}
      messages={messages}
      field={field}
      value={value}
      onChange={onChange}
      required={required}
      missingTr={missing}
      name={`${label}, ${t(`admin.langs.${lang}`)}`}
      labelContent={
        <>
          <span className="visually-hidden">{label},</span> {t(`admin.langs.${lang}`)}
          {required ? (
            <span className={styles.required}>
              {' '}
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">({t('admin.edit.required')})</span>
            </span>
          ) : null}
        </>
      }
    />
  )
}

function TranslatedField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  return (
    <TranslatedGroup field={field} value={value} path={path} legend={<FieldName field={field} />} />
  )
}

// Choices (references: ReferenceFields.tsx) ----------------------------------------------------

function SelectField({
  field,
  path,
  value,
  options,
  onChange,
}: {
  field: Field
  path: Path
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const { t } = useT()
  const { errors } = useForm()
  const id = inputId(path)
  const messages = errors[pathKey(path)]
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <FieldName field={field} />
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={messages ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(messages && `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
      >
        {field.required && value !== '' ? null : <option value="">{t('admin.edit.none')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  )
}

function ChoiceField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  const { lang } = useT()
  const { change } = useForm()
  const current = typeof value === 'string' ? value : ''
  const choices = field.choices ?? []
  const options = (current && !choices.includes(current) ? [...choices, current] : choices).map(
    (choice) => ({ value: choice, label: choiceLabel(lang, choice) }),
  )
  return (
    <SelectField
      field={field}
      path={path}
      value={current}
      options={options}
      onChange={(next) => change(path, next === '' ? null : next)}
    />
  )
}

// Groups and lists -----------------------------------------------------------------------------

function ObjectField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FieldName field={field} />
      </legend>
      <FieldList fields={field.fields ?? []} value={value ?? {}} path={path} />
    </fieldset>
  )
}

/** A short name of a list element: its first text, for the element's heading. */
function elementSummary(fields: readonly Field[], element: unknown, lang: Lang): string {
  for (const field of fields) {
    const value = getAt(element, [field.name])
    const text = isTranslated(field)
      ? itemTitle(value, lang, null)
      : typeof value !== 'string'
        ? ''
        : field.kind === 'choice'
          ? choiceLabel(lang, value)
          : field.kind === 'text'
            ? value
            : ''
    const plain = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (plain) return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain
  }
  return ''
}

function ListField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  const { lang } = useT()
  const fields = field.fields ?? []
  const elements = Array.isArray(value) ? value : []
  return (
    <ReorderList
      field={field}
      path={path}
      elements={elements}
      create={() => emptyFields(fields)}
      summary={(element) => elementSummary(fields, element, lang)}
      render={(element, elementPath) => (
        <FieldList fields={fields} value={element} path={elementPath} />
      )}
    />
  )
}

function TranslatedListField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  const { lang } = useT()
  const elements = Array.isArray(value) ? value : []
  const textField: Field = { name: field.name, kind: 'translated', required: false }
  return (
    <ReorderList
      field={field}
      path={path}
      elements={elements}
      create={emptyTr}
      summary={(element) => itemTitle(element, lang, null)}
      render={(element, elementPath, title) => (
        <TranslatedGroup
          field={textField}
          value={element}
          path={elementPath}
          legend={<span className="visually-hidden">{title}</span>}
        />
      )}
    />
  )
}
