import { useId } from 'react'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { PostBody } from './post-body'
import { RepostNote } from './repost-note'
import styles from './post-card.module.css'

type PostCardProps = {
  status: Status
  /** Position in a feed (1-based) and the feed's size (-1 while more pages may follow). */
  posInSet?: number
  setSize?: number
  /** The post a thread is about: marked as the current one. */
  current?: boolean
  /** Called after the author deleted the post. */
  onDeleted?: () => void
  /** Show "Replying to @acct" (default); a thread turns it off where the parent is shown above. */
  replyContext?: boolean
}

/**
 * One post as an <article>. A repost shows "<name> reposted" above the original. The card reads
 * the post's detail key, so an action taken on another screen shows here too.
 */
export function PostCard({ status: initial, posInSet, setSize, current = false, onDeleted, replyContext = true }: PostCardProps) {
  const status = useStatus(initial.id, initial)
  const nameId = useId()
  const inFeed = posInSet !== undefined
  return (
    <article
      className={current ? `${styles.card} ${styles.current}` : styles.card}
      aria-labelledby={nameId}
      aria-posinset={posInSet}
      aria-setsize={inFeed ? (setSize ?? -1) : undefined}
      aria-current={current ? 'true' : undefined}
    >
      {status.reblog ? <RepostNote account={status.account} /> : null}
      <PostBody status={status.reblog ?? status} nameId={nameId} onDeleted={onDeleted} replyContext={replyContext} />
    </article>
  )
}
