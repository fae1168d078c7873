import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { NavLink, useLocation, useNavigate } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { requestCompose } from './compose-request'
import type { NavState } from './nav-badges'
import styles from './phone-tab-bar.module.css'
import { iconBell } from '@/ui/icons/bell'
import { iconHome } from '@/ui/icons/home'
import { iconMenu } from '@/ui/icons/menu'
import { iconPlus } from '@/ui/icons/plus'
import { iconSearch } from '@/ui/icons/search'
import type { NavBadge } from './nav-item'

const loadMenu = () => import('./phone-menu')
// The menu sheet's code (and its log-out confirmation) loads when a person reaches for Menu.
const PhoneMenu = lazy(() => loadMenu().then((m) => ({ default: m.PhoneMenu })))

type PhoneTabBarProps = {
  user: CredentialAccount
  instance: Instance
  nav: NavState
}

function Tab({ to, icon, label, badge }: { to: string; icon: typeof iconHome; label: string; badge?: NavBadge }) {
  return (
    <li className={styles.tab}>
      <NavLink to={to} className={styles.tabItem} aria-label={badge ? `${label}, ${badge.label}` : undefined}>
        <Icon path={icon} className={styles.tabIcon} />
        <span className={styles.tabLabel}>{label}</span>
        {badge ? (
          <span className={styles.tabBadge} aria-hidden="true">
            {badge.text}
          </span>
        ) : null}
      </NavLink>
    </li>
  )
}

/**
 * The phone tab bar (shown below 700 px): Home, Search, New post (a "+" for those who may post),
 * Notifications with its unread count, and Menu, which opens a sheet with everything else.
 */
export function PhoneTabBar({ user, instance, nav }: PhoneTabBarProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [menu, setMenu] = useState<'closed' | 'open'>('closed')
  const [wanted, setWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const compose = () => {
    if (pathname !== '/home') void navigate('/home')
    requestCompose()
  }
  const menuLabel = t`Menu`
  return (
    <>
      <ul className={styles.tabs}>
        <Tab to="/home" icon={iconHome} label={t`Home`} />
        <Tab to="/search" icon={iconSearch} label={t`Search`} />
        {nav.canPost ? (
          <li className={styles.tab}>
            {/* The one tab without a visible label: the tabs' words need its room in long languages. */}
            <button
              type="button"
              className={`${styles.tabItem} ${styles.compose}`}
              onClick={compose}
              aria-label={t`New post`}
              title={t`New post`}
            >
              <span className={styles.composeIcon}>
                <Icon path={iconPlus} />
              </span>
            </button>
          </li>
        ) : null}
        <Tab to="/notifications" icon={iconBell} label={t`Notifications`} badge={nav.unread} />
        <li className={styles.tab}>
          <button
            ref={menuButton}
            type="button"
            className={styles.tabItem}
            aria-haspopup="dialog"
            aria-expanded={menu === 'open'}
            aria-label={nav.followRequests ? `${menuLabel}, ${nav.followRequests.label}` : undefined}
            onPointerEnter={() => void loadMenu()}
            onTouchStart={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setWanted(true)
              setMenu('open')
            }}
          >
            <Icon path={iconMenu} className={styles.tabIcon} />
            <span className={styles.tabLabel}>{menuLabel}</span>
            {nav.followRequests ? (
              <span className={styles.tabBadge} aria-hidden="true">
                {nav.followRequests.text}
              </span>
            ) : null}
          </button>
        </li>
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <PhoneMenu
            user={user}
            instance={instance}
            nav={nav}
            open={menu === 'open'}
            onClose={() => setMenu('closed')}
          />
        </Suspense>
      ) : null}
    </>
  )
}
