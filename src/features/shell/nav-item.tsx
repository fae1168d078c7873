import { NavLink } from '@/lib/router'
import { Icon } from '@/ui/icon'
import type { IconPath } from '@/ui/icons/icon'
import styles from './sidebar-nav.module.css'

/** A count next to a link: `text` is shown, `label` (e.g. "3 unread") is what screen readers hear. */
export type NavBadge = { text: string; label: string }

type NavItemProps = {
  to: string
  icon: IconPath
  label: string
  badge?: NavBadge
  onClick?: () => void
}

/** One sidebar link; aria-current marks the screen the user is on. */
export function NavItem({ to, icon, label, badge, onClick }: NavItemProps) {
  return (
    <li>
      {/* With a badge the name says what the number means: "Notifications, 3 unread". */}
      <NavLink
        to={to}
        className={styles.item}
        aria-label={badge ? `${label}, ${badge.label}` : undefined}
        onClick={onClick}
      >
        <Icon path={icon} className={styles.icon} />
        <span className={styles.label}>{label}</span>
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge.text}
          </span>
        ) : null}
      </NavLink>
    </li>
  )
}
