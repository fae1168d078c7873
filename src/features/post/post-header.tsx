import type { ReactNode } from 'react'
import { Link } from '@/lib/router'
import type { Status } from '@/api/statuses/types'
import { AccountName } from './account-name'
import { PostTime } from './post-time'
import { VisibilityBadge } from './visibility-badge'
import styles from './post-header.module.css'
import { profilePath } from '@/lib/paths'

type PostHeaderProps = {
  status: Status
  /** Id of the element holding the author's name (the article is labelled by it). */
  nameId: string
  /** The author's actions (Delete for now), at the end of the line. */
  actions?: ReactNode
}

/** Author name and @handle, then the post's visibility and age. */
export function PostHeader({ status, nameId, actions }: PostHeaderProps) {
  const profile = profilePath(status.account.acct)
  return (
    <header className={styles.header}>
      <Link to={profile} className={styles.author}>
        <span id={nameId} className={styles.name}>
          <AccountName account={status.account} />
        </span>
        <span className={styles.handle} dir="ltr">
          @{status.account.acct}
        </span>
      </Link>
      <span className={styles.meta}>
        <VisibilityBadge visibility={status.visibility} />
        <PostTime postId={status.id} createdAt={status.created_at} />
        {actions ? <span className={styles.actions}>{actions}</span> : null}
      </span>
    </header>
  )
}
