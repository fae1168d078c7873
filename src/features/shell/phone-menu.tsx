import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { useSwitchAccount } from '@/api/auth/account-switch'
import { Link } from '@/lib/router'
import { ADD_ACCOUNT_PATH, useAccounts } from '@/lib/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Dialog } from '@/ui/dialog'
import { Icon } from '@/ui/icon'
import { StoredAccountLabel } from '@/ui/stored-account-label'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { useLogOutAndLeave } from './logout-button'
import type { NavState } from './nav-badges'
import { NavEntries } from './nav-entries'
import styles from './sidebar-nav.module.css'
import own from './phone-menu.module.css'
import { iconClose } from '@/ui/icons/close'
import { iconLogout } from '@/ui/icons/logout'
import { iconPlus } from '@/ui/icons/plus'

type PhoneMenuProps = {
  user: CredentialAccount
  instance: Instance
  nav: NavState
  open: boolean
  onClose: () => void
}

/**
 * The phone menu: a sheet (a modal dialog: focus stays inside, Escape closes) with the entries
 * the tab bar has no room for, the other signed-in accounts, and Log out, which asks first.
 */
export function PhoneMenu({ user, instance, nav, open, onClose }: PhoneMenuProps) {
  const { t } = useLingui()
  const titleId = useId()
  const accountsId = useId()
  const accounts = useAccounts()
  const switchAccount = useSwitchAccount()
  const { logOut, pending } = useLogOutAndLeave()
  const [confirming, setConfirming] = useState(false)
  const others = accounts.filter((a) => a.id !== user.id)
  const handle = `@${user.acct}`
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} className={own.sheet}>
        <div className={own.sheetHead}>
          <h2 id={titleId} className={own.sheetTitle}>
            {t`Menu`}
          </h2>
          <button type="button" className={own.sheetClose} onClick={onClose}>
            <Icon path={iconClose} />
            <VisuallyHidden>{t`Close`}</VisuallyHidden>
          </button>
        </div>
        <ul className={styles.list}>
          <NavEntries user={user} instance={instance} nav={nav} withMutes onNavigate={onClose} />
          <li className={styles.group}>
            <span id={accountsId} className={styles.groupLabel}>
              {t`Switch account`}
            </span>
            <ul className={styles.list} aria-labelledby={accountsId}>
              {others.map((account) => (
                <li key={account.id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      onClose()
                      switchAccount(account.id)
                    }}
                  >
                    <VisuallyHidden>{t`Switch to`} </VisuallyHidden>
                    <StoredAccountLabel account={account} avatarSize={28} />
                  </button>
                </li>
              ))}
              <li>
                <Link to={ADD_ACCOUNT_PATH} className={styles.item} onClick={onClose}>
                  <Icon path={iconPlus} className={styles.icon} />
                  <span className={styles.label}>{t`Add account`}</span>
                </Link>
              </li>
            </ul>
          </li>
          <li className={styles.logout}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                onClose()
                setConfirming(true)
              }}
            >
              <Icon path={iconLogout} className={styles.icon} />
              <span className={styles.label}>{t`Log out`}</span>
            </button>
          </li>
        </ul>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t`Log out of ${handle}?`}
        confirmLabel={t`Log out`}
        busy={pending}
        onConfirm={logOut}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
