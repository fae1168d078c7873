import type { ComponentProps, ReactNode } from 'react'
import { useErrorText } from './error-text'
import { ProfileCard } from './profile-card'
import styles from './account-action-card.module.css'

type AccountActionCardProps = {
  account: ComponentProps<typeof ProfileCard>['account']
  /** The buttons that act on the account (accept, reject, unmute...). */
  actions: ReactNode
  /** Why the last action failed: shown on the card and announced at once. */
  error: unknown
}

/** An account in a list of people to act on: its profile card with the actions and their failure. */
export function AccountActionCard({ account, actions, error }: AccountActionCardProps) {
  const errorText = useErrorText()
  return (
    <ProfileCard
      account={account}
      className={styles.card}
      meta={
        error ? (
          <span role="alert" className={styles.error}>
            {errorText(error)}
          </span>
        ) : null
      }
      actions={actions}
    />
  )
}
