import type { ReactNode } from 'react'
import { Link } from '@/lib/router'
import { Avatar } from './avatar'
import { DisplayName } from './display-name'
import styles from './profile-card.module.css'
import { profilePath } from '@/lib/paths'

type ProfileCardProps = {
  account: {
    id: string
    username: string
    acct: string
    display_name?: string | null
    avatar?: string | null
    actor_id?: string | null
  }
  /** Buttons or notes at the end of the card (follow, accept, unmute...). */
  actions?: ReactNode
  /** Extra line under the handle (a time, a note). */
  meta?: ReactNode
  className?: string
}

/** An account as a card: avatar, display name and @acct, linking to the profile at /@acct. */
export function ProfileCard({ account, actions, meta, className }: ProfileCardProps) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card}>
      <Link to={profilePath(account.acct)} className={styles.link}>
        <Avatar account={account} size={48} />
        <span className={styles.names}>
          <DisplayName account={account} className={styles.name} />
          <span className={styles.acct} dir="ltr">
            @{account.acct}
          </span>
        </span>
      </Link>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  )
}
