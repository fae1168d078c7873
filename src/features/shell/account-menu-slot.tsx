import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ComponentType } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { accountSummary } from '@/api/auth/end-session'
import { loadOnce } from '@/lib/load-once'
import { session } from '@/lib/session'
import { Avatar } from '@/ui/avatar'
import type { MenuStart } from '@/ui/menu'
import { MenuTrigger } from '@/ui/menu-trigger'
import { showToast } from '@/ui/toast/toast-store'
import type { AccountMenuProps } from './account-menu'
import styles from './account-menu.module.css'
import { withLaterMessages } from '@/i18n/setup'

type Menu = ComponentType<AccountMenuProps>

// The switcher's code (switching, adding, logging out) loads when a person is about to open it.
const menu = loadOnce(withLaterMessages(() => import('./account-menu').then((m): Menu => m.AccountMenu)))

/** The name of the header's account button. */
export function useAccountMenuLabel(user: CredentialAccount): string {
  const { t } = useLingui()
  const handle = `@${user.acct}`
  return t`Accounts, signed in as ${handle}`
}

/** What the header's account button shows: the avatar and a caret. */
export function AccountMenuFace({ user }: { user: CredentialAccount }) {
  return (
    <>
      <Avatar account={user} size={32} />
      <span className={styles.caret} aria-hidden="true" />
    </>
  )
}

/**
 * The header's account switcher (account-menu.tsx): its button, and the menu once its code is in
 * (see MenuTrigger).
 */
export function AccountMenuSlot({ user }: { user: CredentialAccount }) {
  const { t } = useLingui()
  const label = useAccountMenuLabel(user)
  const [ready, setReady] = useState<{ Menu: Menu; start: MenuStart } | null>(() => {
    const Menu = menu.loaded()
    return Menu ? { Menu, start: { open: null, focus: false } } : null
  })
  // Keeps the switcher's picture and name of this account up to date (and remembers a session
  // that started before several accounts were kept).
  useEffect(() => session.rememberActive(accountSummary(user)), [user])
  if (ready) return <ready.Menu user={user} start={ready.start} />
  return (
    <div className={styles.wrap}>
      <MenuTrigger
        label={label}
        className={styles.trigger}
        menu={menu}
        onLoaded={(Menu, start) => setReady({ Menu, start })}
        onFailed={() => showToast(t`Cannot reach the server. Check your connection and try again.`, 'error')}
      >
        <AccountMenuFace user={user} />
      </MenuTrigger>
    </div>
  )
}
