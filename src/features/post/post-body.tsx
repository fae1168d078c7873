import { Link } from '@/lib/router'
import { useCurrentUser } from '@/api/accounts/queries'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { Avatar } from '@/ui/avatar'
import { DeletePostButton } from './delete-post-button'
import { PostContent } from './post-content'
import { PostHeader } from './post-header'
import { ReplyNote } from './reply-note'
import styles from './post-card.module.css'

type PostBodyProps = {
  status: Status
  nameId: string
  onDeleted?: () => void
  /** "Replying to @acct" (off where the thread already shows the parent). */
  replyContext?: boolean
}

/** Avatar, header, reply context, text and the author's actions of one post. */
export function PostBody({ status: initial, nameId, onDeleted, replyContext = true }: PostBodyProps) {
  const status = useStatus(initial.id, initial)
  const user = useCurrentUser()
  const isAuthor = user !== null && user.id === status.account.id
  return (
    <div className={styles.body}>
      <Link to={`/@${status.account.acct}`} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar account={status.account} size={46} />
      </Link>
      <div className={styles.main}>
        <PostHeader
          status={status}
          nameId={nameId}
          actions={isAuthor ? <DeletePostButton postId={status.id} onDeleted={onDeleted} /> : null}
        />
        {replyContext ? <ReplyNote status={status} /> : null}
        <PostContent status={status} />
      </div>
    </div>
  )
}
