import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { NotificationFilter } from './collapse'
import styles from './notification-filter.module.css'

const FILTERS: readonly NotificationFilter[] = ['all', 'mentions']

type NotificationFilterTabsProps = {
  id: string
  selected: NotificationFilter
  onSelect: (filter: NotificationFilter) => void
  children: ReactNode
}

/**
 * All / Mentions as WAI-ARIA tabs over the list: arrows, Home and End move and select; only the
 * selected tab is in the tab order.
 */
export function NotificationFilterTabs({ id, selected, onSelect, children }: NotificationFilterTabsProps) {
  const { t } = useLingui()
  const refs = useRef(new Map<NotificationFilter, HTMLButtonElement>())
  const labels: Record<NotificationFilter, string> = { all: t`All`, mentions: t`Mentions` }
  const move = (event: KeyboardEvent, index: number) => {
    let next: number | null = null
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % FILTERS.length
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + FILTERS.length) % FILTERS.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = FILTERS.length - 1
    if (next === null) return
    event.preventDefault()
    const filter = FILTERS[next]
    if (!filter) return
    onSelect(filter)
    refs.current.get(filter)?.focus()
  }
  return (
    <>
      <div role="tablist" aria-label={t`Show notifications`} className={styles.list}>
        {FILTERS.map((filter, index) => (
          <button
            key={filter}
            ref={(node) => {
              if (node) refs.current.set(filter, node)
              else refs.current.delete(filter)
            }}
            type="button"
            role="tab"
            id={`${id}-${filter}`}
            aria-controls={`${id}-panel`}
            aria-selected={filter === selected}
            tabIndex={filter === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(filter)}
            onKeyDown={(event) => move(event, index)}
          >
            {labels[filter]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} className={styles.panel}>
        {children}
      </div>
    </>
  )
}
