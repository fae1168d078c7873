import type { ReactNode } from 'react'
import { Icon } from './icon'
import type { IconPath } from '@/ui/icons/icon'
import styles from './menu-item-button.module.css'

type MenuItemButtonProps = {
  onSelect: () => void
  icon?: IconPath
  tone?: 'danger'
  children: ReactNode
}

/** One item of a menu (see useMenu): a real button, reached with the arrow keys (roving focus). */
export function MenuItemButton({ onSelect, icon, tone, children }: MenuItemButtonProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
      onClick={onSelect}
    >
      {icon ? <Icon path={icon} className={styles.icon} /> : null}
      {children}
    </button>
  )
}
