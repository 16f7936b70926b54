// The editors of references: one item of another type (a news item's school) or several (a
// programme's filters). A type may hold tens of thousands of items, so none loads them all: a
// combobox (the WAI-ARIA "list autocomplete" pattern) asks the server for the first matches of what
// is typed, and a chosen item shows its title, read from the item when no search brought it.
import { useEffect, useState, type KeyboardEvent } from 'react'
import { useT } from '@/i18n/LangContext'
import { useItemTitle, useOptions } from '../../api/queries'
import type { Field, Summary } from '../../api/types'
import { fieldLabel } from '../../labels'
import { itemTitle } from '../titles'
import { useForm } from './context'
import { FieldErrors } from './FieldErrors'
import { FieldName } from './FieldName'
import styles from './form.module.css'
import { describedBy, inputId, pathKey, type Path } from './values'

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 250

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** An item's title in the interface language, or its number. */
function useTitle(type: string, id: number | null): { text: string; loading: boolean } {
  const { lang } = useT()
  const title = useItemTitle(type, id)
  if (id === null) return { text: '', loading: false }
  if (title.isPending && title.fetchStatus === 'fetching') return { text: '', loading: true }
  return { text: itemTitle(title.data, lang, id), loading: false }
}

const focus = (id: string) => document.getElementById(id)?.focus()

interface PickerProps {
  /** The input's id: the form's error summary focuses it by the field's path. */
  id: string
  /** The referenced type. */
  type: string
  /** The element naming the input, which names the list of matches too. */
  labelId: string
  describedBy?: string
  invalid: boolean
  required: boolean
  /** What the box shows while nobody types in it: the chosen item's title ('' for several). */
  shown: string
  placeholder: string
  isChosen: (id: number) => boolean
  onPick: (summary: Summary) => void
  /** Several items may be chosen: the list stays open after a choice, for the next one. */
  multiple?: boolean
}

/** A text box that searches a type's items and offers the matches as a list to choose from. */
function ReferencePicker({
  id,
  type,
  labelId,
  describedBy: description,
  invalid,
  required,
  shown,
  placeholder,
  isChosen,
  onPick,
  multiple = false,
}: PickerProps) {
  const { t, lang } = useT()
  const listId = `${id}-options`
  // null while nobody is typing: the box then shows `shown`.
  const [text, setText] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // The highlighted match by its item's id, so a new answer cannot move it to another item.
  const [activeItem, setActiveItem] = useState<number | null>(null)
  const search = useDebounced((text ?? '').trim(), DEBOUNCE_MS)
  const options = useOptions(type, search, open)
  const matches = open ? (options.data?.data ?? []) : []
  const total = options.data?.meta.total ?? 0
  const active = matches.findIndex((summary) => summary.id === activeItem)
  const activeId = active >= 0 ? `${listId}-${matches[active]!.id}` : undefined
  const expanded = open && matches.length > 0
  const waiting =
    open && (options.isPending || options.isPlaceholderData || search !== (text ?? '').trim())

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const status = !open
    ? ''
    : waiting && matches.length === 0
      ? t('admin.picker.searching')
      : options.isError
        ? t('admin.app.error')
        : matches.length === 0
          ? t('admin.picker.noMatches')
          : total > matches.length
            ? t('admin.picker.more', { shown: matches.length, total })
            : t('admin.picker.found', { count: matches.length })

  const close = () => {
    setOpen(false)
    setActiveItem(null)
    setText(null)
  }
  const pick = (summary: Summary) => {
    onPick(summary)
    if (!multiple) close()
  }
  const move = (step: 1 | -1) => {
    if (!matches.length) return
    const from = active < 0 ? (step === 1 ? -1 : 0) : active
    const next = (from + step + matches.length) % matches.length
    setActiveItem(matches[next]!.id)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!open) setOpen(true)
        // Alt+Down opens the list without moving into it.
        else if (!event.altKey) move(event.key === 'ArrowDown' ? 1 : -1)
        break
      case 'Enter':
        // A half-typed search must not submit (save) the form.
        if (open || text !== null) event.preventDefault()
        if (open && active >= 0) pick(matches[active]!)
        break
      case 'Escape':
        if (open || text !== null) {
          event.preventDefault()
          close()
        }
        break
    }
  }

  return (
    <div className={styles.picker}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={description}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={text ?? shown}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActiveItem(null)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div className={styles.popup} hidden={!open}>
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple || undefined}
          hidden={!expanded}
          className={styles.options}
          // A click on the list (its scroll bar too) leaves the focus in the box.
          onMouseDown={(event) => event.preventDefault()}
        >
          {matches.map((summary, index) => {
            const chosen = isChosen(summary.id)
            return (
              // The keys act on the input (aria-activedescendant points at the option).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={summary.id}
                id={`${listId}-${summary.id}`}
                role="option"
                // One item: the highlighted match is the selected option (as the ARIA practices
                // show it); several: the chosen ones are, and the highlight is only the focus.
                aria-selected={multiple ? chosen : index === active}
                data-active={index === active || undefined}
                data-chosen={chosen || undefined}
                className={styles.option}
                onClick={() => pick(summary)}
                onMouseMove={() => setActiveItem(summary.id)}
              >
                <span aria-hidden="true" className={styles.check}>
                  {chosen ? '✓' : ''}
                </span>
                <span className={styles.optionTitle}>
                  {itemTitle(summary.title, lang, summary.id)}
                </span>
                {summary.slug ? (
                  <span className={styles.optionSlug}>
                    <span className="visually-hidden">, </span>
                    {summary.slug}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        {/* The same words as the live region below, for the eyes (a screen reader hears those). */}
        <p aria-hidden="true" className={styles.pickerNote} hidden={!status}>
          {status}
        </p>
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  )
}

/** `reference`: one item of another type, or none. */
export function ReferenceField({
  field,
  value,
  path,
}: {
  field: Field
  value: unknown
  path: Path
}) {
  const { t, lang } = useT()
  const { change, errors, announce } = useForm()
  const id = inputId(path)
  const messages = errors[pathKey(path)]
  const chosen = typeof value === 'number' ? value : null
  const type = field.reference ?? ''
  const title = useTitle(type, chosen)
  const label = fieldLabel(lang, field.name)
  const clear = () => {
    change(path, null)
    announce(t('admin.picker.cleared', { label }))
    focus(id)
  }
  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        <FieldName field={field} />
      </label>
      <div className={styles.pickerRow}>
        <ReferencePicker
          id={id}
          type={type}
          labelId={`${id}-label`}
          describedBy={describedBy(`${id}-hint`, messages && `${id}-error`)}
          invalid={Boolean(messages)}
          required={field.required}
          shown={title.text}
          placeholder={title.loading ? t('admin.app.loading') : t('admin.edit.none')}
          isChosen={(other) => other === chosen}
          onPick={(summary) => change(path, summary.id)}
        />
        {field.required || chosen === null ? null : (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('admin.picker.clearField', { label })}
            onClick={clear}
          >
            {t('admin.picker.clear')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('admin.picker.hint')}
      </p>
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  )
}

/** One chosen item of a `references` field, with its button to take it out. */
function ChosenItem({
  type,
  id,
  onRemove,
}: {
  type: string
  id: number
  onRemove: (title: string) => void
}) {
  const { t } = useT()
  const title = useTitle(type, id)
  const text = title.loading ? t('admin.app.loading') : title.text
  return (
    <li className={styles.chip}>
      <span className={styles.chipTitle}>{text}</span>
      <button type="button" className={styles.chipRemove} onClick={() => onRemove(text)}>
        <span aria-hidden="true">✕</span>
        <span className="visually-hidden">{t('admin.edit.removeElement', { label: text })}</span>
      </button>
    </li>
  )
}

/** `references`: any number of items of another type. */
export function ReferencesField({
  field,
  value,
  path,
}: {
  field: Field
  value: unknown
  path: Path
}) {
  const { t, lang } = useT()
  const { change, errors, announce } = useForm()
  const id = inputId(path)
  const type = field.reference ?? ''
  const chosen = Array.isArray(value) ? (value as number[]) : []
  const messages = Object.entries(errors)
    .filter(([at]) => at === pathKey(path) || at.startsWith(`${pathKey(path)}.`))
    .flatMap(([, list]) => list)
  const remove = (other: number, title: string) => {
    change(
      path,
      chosen.filter((one) => one !== other),
    )
    announce(t('admin.picker.removed', { label: title }))
    focus(id)
  }
  const toggle = (summary: Summary) => {
    const title = itemTitle(summary.title, lang, summary.id)
    if (chosen.includes(summary.id)) {
      change(
        path,
        chosen.filter((one) => one !== summary.id),
      )
      announce(t('admin.picker.removed', { label: title }))
    } else {
      change(path, [...chosen, summary.id])
      announce(t('admin.picker.added', { label: title }))
    }
  }
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy(`${id}-count`, messages.length > 0 && `${id}-error`)}
    >
      <legend className={styles.legend}>
        <FieldName field={field} />
      </legend>
      <p id={`${id}-count`} className={styles.hint}>
        {t('admin.edit.selected', { count: chosen.length })}
      </p>
      {chosen.length ? (
        <ul className={styles.chips}>
          {chosen.map((other) => (
            <ChosenItem
              key={other}
              type={type}
              id={other}
              onRemove={(title) => remove(other, title)}
            />
          ))}
        </ul>
      ) : null}
      <div className={styles.field}>
        {/* The legend names the field: a screen reader says it on entering the group. */}
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>
          {t('admin.picker.add')}
        </label>
        <ReferencePicker
          id={id}
          type={type}
          labelId={`${id}-label`}
          describedBy={`${id}-hint`}
          invalid={messages.length > 0}
          required={false}
          shown=""
          placeholder={t('admin.picker.placeholder')}
          isChosen={(other) => chosen.includes(other)}
          onPick={toggle}
          multiple
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('admin.picker.hint')}
        </p>
      </div>
      <FieldErrors id={`${id}-error`} messages={messages.length ? messages : undefined} />
    </fieldset>
  )
}
