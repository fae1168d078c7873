import { useLingui } from '@lingui/react/macro'
import { useId, useLayoutEffect } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { useLogout } from '@/api/auth/logout'
import { useSwitchAccount } from '@/api/auth/account-switch'
import { useNavigate } from '@/lib/router'
import { ADD_ACCOUNT_PATH, useAccounts } from '@/lib/session'
import type { MenuStart } from '@/ui/menu'
import { Spinner } from '@/ui/spinner'
import { MenuItemButton } from '@/ui/menu-item-button'
import { StoredAccountLabel } from '@/ui/stored-account-label'
import { useMenu } from '@/ui/use-menu'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { AccountMenuFace, useAccountMenuLabel } from './account-menu-slot'
import styles from './account-menu.module.css'
import { iconLogout } from '@/ui/icons/logout'
import { iconPlus } from '@/ui/icons/plus'
import { iconUser } from '@/ui/icons/user'
import { profilePath } from '@/lib/paths'

export type AccountMenuProps = {
  user: CredentialAccount
  /** How the menu starts (its code loaded on demand: account-menu-slot.tsx). */
  start?: MenuStart
}

/**
 * The header's account switcher (a menu button, see useMenu): the current avatar opens a menu
 * with the own profile, the other signed-in accounts to switch to, "Add account" and
 * "Log out @acct".
 */
export function AccountMenu({ user, start }: AccountMenuProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const accounts = useAccounts()
  const switchAccount = useSwitchAccount()
  const logout = useLogout()
  const { open, choose, buttonProps, menuProps } = useMenu({ initiallyOpen: start?.open ?? null })
  const groupId = useId()
  useLayoutEffect(() => {
    if (start?.focus && !start.open) buttonProps.ref.current?.focus()
    // On mount only: the stand-in had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const others = accounts.filter((a) => a.id !== user.id)
  const logOut = () => {
    // Not mutate()'s own callbacks: they are skipped once this menu unmounts with the session.
    void logout
      .mutateAsync(null)
      .catch(() => 'landing' as const)
      .then((next) => {
        if (next !== 'stay') void navigate(next === 'home' ? '/home' : '/', { replace: true })
      })
  }

  const handle = `@${user.acct}`
  const label = useAccountMenuLabel(user)

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        {...buttonProps}
        aria-busy={logout.isPending || undefined}
      >
        {logout.isPending ? <Spinner size="sm" /> : <AccountMenuFace user={user} />}
      </button>
      {open ? (
        <div {...menuProps} aria-label={t`Accounts`} className={styles.menu}>
          <MenuItemButton icon={iconUser} onSelect={() => choose(() => void navigate(profilePath(user.username)))}>
            <span>{t`Your profile`}</span>
          </MenuItemButton>
          {others.length > 0 ? (
            <div role="group" aria-labelledby={groupId} className={styles.group}>
              <div id={groupId} role="presentation" className={styles.groupLabel}>
                {t`Switch account`}
              </div>
              {others.map((account) => (
                <MenuItemButton key={account.id} onSelect={() => choose(() => switchAccount(account.id))}>
                  <VisuallyHidden>{t`Switch to`} </VisuallyHidden>
                  <StoredAccountLabel account={account} avatarSize={28} />
                </MenuItemButton>
              ))}
            </div>
          ) : null}
          <div role="separator" className={styles.separator} />
          <MenuItemButton icon={iconPlus} onSelect={() => choose(() => void navigate(ADD_ACCOUNT_PATH))}>
            <span>{t`Add account`}</span>
          </MenuItemButton>
          <MenuItemButton icon={iconLogout} tone="danger" onSelect={() => choose(logOut)}>
            <span>{t`Log out ${handle}`}</span>
          </MenuItemButton>
        </div>
      ) : null}
    </div>
  )
}
