// Tabs after the WAI-ARIA pattern: a tablist of buttons with roving focus (arrows, Home, End;
// selection follows focus), one tabpanel. Only the selected panel is rendered, so a panel that
// loads data fetches when it is first shown.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from './Skeleton.module.css'
import styles from './Tabs.module.css'

export interface TabItem {
  id: string
  label: string
  render: () => ReactNode
}

export function Tabs({
  label,
  tabs,
  selectedId,
  onSelect,
  className,
}: {
  /** Names the tab list for screen readers. */
  label: string
  tabs: TabItem[]
  /** Controlled selection; omit to let the component keep it. */
  selectedId?: string
  onSelect?: (id: string) => void
  className?: string
}) {
  const baseId = useId()
  const [ownSelected, setOwnSelected] = useState(tabs[0]?.id)
  const current = selectedId ?? ownSelected
  const selected = tabs.find((tab) => tab.id === current) ?? tabs[0]
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number) {
    const tab = tabs[index]
    if (!tab) return
    setOwnSelected(tab.id)
    onSelect?.(tab.id)
    buttons.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected?.id)
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  if (!selected) return null
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  return (
    <div className={className}>
      <div className={styles.scroller}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected.id
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  buttons.current[index] = el
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                // Only the selected tab's panel is in the document to point at.
                aria-controls={isSelected ? panelId(tab.id) : undefined}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => select(index)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(selected.id)}
        aria-labelledby={tabId(selected.id)}
        tabIndex={0}
        className={styles.panel}
        key={selected.id}
      >
        {selected.render()}
      </div>
    </div>
  )
}

/** The tabs' stand-in while the list they are made from loads. */
export function TabsSkeleton() {
  return (
    <div className={styles.skeletonRow} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className={`${skeleton.skeleton} ${styles.skeletonTab}`} />
      ))}
    </div>
  )
}
