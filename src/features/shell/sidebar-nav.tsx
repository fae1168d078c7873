import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { LogoutButton } from './logout-button'
import { useNavState } from './nav-badges'
import { NavEntries } from './nav-entries'
import { NavItem } from './nav-item'
import { PHONE_QUERY, useMediaQuery } from '@/lib/media-query'
import styles from './sidebar-nav.module.css'
import { iconBell } from '@/ui/icons/bell'

// Only a phone-wide window shows the tab bar: a wider one does not download it.
const PhoneTabBar = lazy(() => import('./phone-tab-bar').then((m) => ({ default: m.PhoneTabBar })))

type SidebarNavProps = {
  user: CredentialAccount
  instance: Instance
  className?: string
}

/**
 * The signed-in navigation of spec section 2: the sidebar on wide screens; on phones a bar of a
 * few labelled tabs (Home, Search, New post, Notifications, Menu) whose Menu holds the rest.
 */
export function SidebarNav({ user, instance, className }: SidebarNavProps) {
  const { t } = useLingui()
  const nav = useNavState(user)
  const phone = useMediaQuery(PHONE_QUERY)
  return (
    <nav aria-label={t`Main`} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <ul className={`${styles.list} ${styles.sidebar}`}>
        <NavItem to="/notifications" icon={iconBell} label={t`Notifications`} badge={nav.unread} />
        <NavEntries user={user} instance={instance} nav={nav} />
        <li className={styles.logout}>
          <LogoutButton />
        </li>
      </ul>
      {phone ? (
        <Suspense fallback={null}>
          <PhoneTabBar user={user} instance={instance} nav={nav} />
        </Suspense>
      ) : null}
    </nav>
  )
}
