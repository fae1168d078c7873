import { NavLink } from '@/lib/router'
import { Icon } from '@/ui/icon'
import type { IconName } from '@/ui/icon-paths'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './sidebar-nav.module.css'

/** A count next to a link: `text` is shown, `label` (e.g. "3 unread") is what screen readers hear. */
export type NavBadge = { text: string; label: string }

type NavItemProps = { to: string; icon: IconName; label: string; badge?: NavBadge }

/** One sidebar link; aria-current marks the screen the user is on. */
export function NavItem({ to, icon, label, badge }: NavItemProps) {
  return (
    <li>
      <NavLink to={to} className={styles.item}>
        <Icon name={icon} className={styles.icon} />
        <span className={styles.label}>{label}</span>
        {badge ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {badge.text}
            </span>
            <VisuallyHidden>{`, ${badge.label}`}</VisuallyHidden>
          </>
        ) : null}
      </NavLink>
    </li>
  )
}
