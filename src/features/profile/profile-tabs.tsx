import { useLingui } from '@lingui/react/macro'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { ProfileTab } from './profile-state'
import styles from './profile-tabs.module.css'

type ProfileTabsProps = {
  tabs: readonly ProfileTab[]
  selected: ProfileTab
  onSelect: (tab: ProfileTab) => void
  children: ReactNode
}

/** WAI-ARIA tabs: arrows, Home and End move and select; only the selected tab is in the tab order. */
export function ProfileTabs({ tabs, selected, onSelect, children }: ProfileTabsProps) {
  const { t } = useLingui()
  const id = useId()
  const refs = useRef(new Map<ProfileTab, HTMLButtonElement>())
  const labels: Record<ProfileTab, string> = {
    posts: t`Posts`,
    'with-replies': t`Posts and replies`,
    featured: t`Featured`,
    followers: t`Followers`,
    following: t`Following`,
    subscribers: t`Subscribers`,
  }
  const move = (event: KeyboardEvent, index: number) => {
    let next: number | null = null
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    if (next === null) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab)
    refs.current.get(tab)?.focus()
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t`Profile sections`} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node)
              else refs.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, index)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}
