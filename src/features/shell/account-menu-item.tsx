import type { ReactNode } from 'react'
import styles from './account-menu.module.css'

type AccountMenuItemProps = {
  onSelect: () => void
  children: ReactNode
  tone?: 'danger'
}

/** One item of the account switcher: a real button, reached with the arrow keys (roving focus). */
export function AccountMenuItem({ onSelect, children, tone }: AccountMenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
      onClick={onSelect}
    >
      {children}
    </button>
  )
}
