// A list field's elements with add, move up, move down and remove: buttons a keyboard reaches,
// each named with the element it acts on, focus kept on the moved element, and the move said in
// the form's live region. Long lists start folded; an element with an error always shows.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import type { Field } from '../../api/types'
import { fieldLabel } from '../../labels'
import { useForm } from './context'
import { FieldName } from './FieldName'
import styles from './form.module.css'
import { elementKey, errorsUnder, inputId, moved, withSlotsInOrder, type Path } from './values'

/** Lists longer than this start with their elements folded. */
const OPEN_UP_TO = 3

export function ReorderList({
  field,
  path,
  elements,
  create,
  summary,
  render,
  collapsible = true,
  onAdd,
}: {
  field: Field
  path: Path
  elements: unknown[]
  create: () => unknown
  summary: (element: unknown) => string
  render: (element: unknown, path: Path, title: string) => ReactNode
  collapsible?: boolean
  /** Adds an element some other way (images: through the media picker). */
  onAdd?: () => void
}) {
  const { t, lang } = useT()
  const { change, errors, announce } = useForm()
  const label = fieldLabel(lang, field.name)
  const id = inputId(path)
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(elements.length <= OPEN_UP_TO ? elements.map((e, i) => elementKey(e, i)) : []),
  )
  const focusNext = useRef<string | null>(null)

  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = null
  })

  const title = (element: unknown, index: number) => {
    const name = t('admin.edit.element', { label, n: index + 1 })
    const text = summary(element)
    return text ? `${name}: ${text}` : name
  }
  const elementId = (list: unknown[], index: number) => `${id}-${elementKey(list[index], index)}`

  const move = (from: number, to: number) => {
    const next = withSlotsInOrder(moved(elements, from, to))
    change(path, next)
    const button = to === 0 ? 'down' : to === next.length - 1 ? 'up' : from > to ? 'up' : 'down'
    focusNext.current = `${elementId(next, to)}-${button}`
    announce(
      t('admin.edit.moved', { label: t('admin.edit.element', { label, n: from + 1 }), n: to + 1 }),
    )
  }
  const remove = (index: number) => {
    const next = elements.filter((_, i) => i !== index)
    change(path, next)
    focusNext.current =
      next.length === 0 ? `${id}-add` : `${elementId(next, Math.max(0, index - 1))}-head`
  }
  const add = () => {
    if (onAdd) return onAdd()
    const element = create()
    const next = [...elements, element]
    const key = elementKey(element, next.length - 1)
    setOpen((keys) => new Set(keys).add(key))
    change(path, next)
    focusNext.current = `${id}-${key}-head`
  }
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FieldName field={field} />
      </legend>
      {elements.length === 0 ? <p className={styles.hint}>{t('admin.edit.emptyList')}</p> : null}
      <ol className={styles.elements}>
        {elements.map((element, index) => {
          const key = elementKey(element, index)
          const eid = `${id}-${key}`
          const elementPath = [...path, index]
          const name = title(element, index)
          const shown = !collapsible || open.has(key) || errorsUnder(errors, elementPath)
          return (
            <li key={key} className={styles.element}>
              <div className={styles.elementHead}>
                {collapsible ? (
                  <button
                    type="button"
                    id={`${eid}-head`}
                    className={styles.toggle}
                    aria-expanded={shown}
                    aria-controls={`${eid}-body`}
                    onClick={() => toggle(key)}
                  >
                    <span
                      aria-hidden="true"
                      className={styles.chevron}
                      data-open={shown || undefined}
                    />
                    {name}
                  </button>
                ) : (
                  <span id={`${eid}-head`} tabIndex={-1} className={styles.elementTitle}>
                    {name}
                  </span>
                )}
                <div className={styles.elementTools}>
                  <button
                    type="button"
                    id={`${eid}-up`}
                    className={styles.tool}
                    disabled={index === 0}
                    aria-label={t('admin.edit.moveUp', { label: name })}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    id={`${eid}-down`}
                    className={styles.tool}
                    disabled={index === elements.length - 1}
                    aria-label={t('admin.edit.moveDown', { label: name })}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    id={`${eid}-remove`}
                    className={styles.toolDanger}
                    aria-label={t('admin.edit.removeElement', { label: name })}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </div>
              <div
                id={`${eid}-body`}
                role="group"
                aria-labelledby={`${eid}-head`}
                hidden={!shown}
                className={styles.elementBody}
              >
                {shown ? render(element, elementPath, name) : null}
              </div>
            </li>
          )
        })}
      </ol>
      <button type="button" id={`${id}-add`} className={styles.add} onClick={add}>
        <span aria-hidden="true">+ </span>
        {t('admin.edit.add', { label })}
      </button>
    </fieldset>
  )
}
