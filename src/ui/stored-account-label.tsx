import type { AccountSummary } from '@/lib/session'
import { Avatar } from './avatar'
import styles from './stored-account-label.module.css'

type StoredAccountLabelProps = { account: AccountSummary; avatarSize: number }

/** A signed-in account as the switchers show it: avatar, display name and @acct. */
export function StoredAccountLabel({ account, avatarSize }: StoredAccountLabelProps) {
  return (
    <>
      <Avatar
        account={{ id: account.id, avatar: account.avatar, actor_id: account.actorId ?? null }}
        size={avatarSize}
      />
      <span className={styles.names}>
        <span className={styles.name} dir="auto">
          {account.displayName || account.acct}
        </span>{' '}
        <span className={styles.acct}>@{account.acct}</span>
      </span>
    </>
  )
}
