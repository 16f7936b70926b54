// FAQ-style accordion after the WAI-ARIA pattern: each item is a heading holding a button that
// shows or hides its region. Several items may be open at once; all start closed. The buttons are
// native, so Tab/Enter/Space work; arrow keys, Home and End move between headers as the pattern
// suggests for long lists.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Icon } from './Icon'
import styles from './Accordion.module.css'

export interface AccordionItem {
  id: string | number
  title: ReactNode
  content: ReactNode
}

export function Accordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: AccordionItem[]
  headingLevel?: 2 | 3 | 4
  className?: string
}) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<AccordionItem['id']>>(() => new Set())
  const Heading = `h${headingLevel}` as const
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function toggle(id: AccordionItem['id']) {
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1
    const next = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }

  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, index) => {
        const isOpen = open.has(item.id)
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.id} className={styles.item} data-open={isOpen || undefined}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el
                }}
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.marker} aria-hidden="true">
                  <Icon name="chevronDown" size={20} />
                </span>
              </button>
            </Heading>
            <div
              role="region"
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
