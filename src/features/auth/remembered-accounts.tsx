import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useSwitchAccount } from '@/api/auth/account-switch'
import { useAccounts } from '@/lib/session'
import { StoredAccountLabel } from '@/ui/stored-account-label'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './remembered-accounts.module.css'

/**
 * On the landing page, the accounts still signed in on this browser (after another one logged out
 * or its session expired): one press opens that account's home, no password needed.
 */
export function RememberedAccounts() {
  const { t } = useLingui()
  const accounts = useAccounts()
  const switchAccount = useSwitchAccount()
  const headingId = useId()
  if (accounts.length === 0) return null
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Continue as`}
      </h2>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id}>
            <button type="button" className={styles.account} onClick={() => switchAccount(account.id)}>
              <VisuallyHidden>{t`Continue as`} </VisuallyHidden>
              <StoredAccountLabel account={account} avatarSize={36} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
