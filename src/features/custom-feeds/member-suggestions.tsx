import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Account } from '@/api/accounts/types'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import styles from './member-suggestions.module.css'

type MemberSuggestionsProps = { accounts: readonly Account[]; disabled: boolean; onPick: (account: Account) => void }

/** The accounts a lookup found, each a button that adds it. */
export function MemberSuggestions({ accounts, disabled, onPick }: MemberSuggestionsProps) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Pick the user to add</Trans>
      </h3>
      <ul className={styles.list} aria-label={t`Suggestions`}>
        {accounts.map((account) => (
          <li key={account.id}>
            <button type="button" className={styles.option} disabled={disabled} onClick={() => onPick(account)}>
              <Avatar account={account} size={32} />
              <span className={styles.names}>
                <DisplayName account={account} className={styles.name} />
                <span className={styles.acct} dir="ltr">
                  @{account.acct}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
