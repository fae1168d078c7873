import type { ReactNode } from 'react'
import { NavLink } from '@/lib/router'
import { Icon } from '@/ui/icon'
import type { IconName } from '@/ui/icon-paths'
import styles from './sidebar-nav.module.css'

type NavItemProps = { to: string; icon: IconName; label: string; badge?: ReactNode }

/** One sidebar link; aria-current marks the screen the user is on. */
export function NavItem({ to, icon, label, badge }: NavItemProps) {
  return (
    <li>
      <NavLink to={to} className={styles.item}>
        <Icon name={icon} className={styles.icon} />
        <span className={styles.label}>{label}</span>
        {badge}
      </NavLink>
    </li>
  )
}
