import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'
import { actionMarker, itemMarker } from '@/lib/keyboard/markers'
import { DisplayName } from '@/ui/display-name'
import { Icon } from '@/ui/icon'
import { Link } from '@/lib/router'
import { ProfileCard } from '@/ui/profile-card'
import type { SingleGroup } from './collapse'
import { FollowRequestActions } from './follow-request-actions'
import { notificationIcon } from './notification-icon'
import { NotificationText } from './notification-text'
import { NotificationTime } from './notification-time'
import styles from './notification-item.module.css'
import { profilePath } from '@/lib/paths'

type NotificationItemProps = {
  group: SingleGroup
  /** Renders the post under the notification (the route passes the post card). */
  renderPost: (status: Status) => ReactNode
  posInSet: number
  setSize: number
}

/**
 * One entry: icon and text, then the post, or the actor's card and time when there is no post (a
 * follow request's card with Accept and Reject). A payment from Mitra's anonymous account names
 * nobody: its time stands on the line, without a card.
 */
export function NotificationItem({ group, renderPost, posInSet, setSize }: NotificationItemProps) {
  const head = group.notifications[0]
  if (!head) return null
  const anonymous = head.type === 'payment_anonymous'
  // j and k visit each entry once: the post card of an entry with a post (itself a shortcut item),
  // else the entry, whose Enter opens the actor's profile.
  const item = head.status ? {} : { ...itemMarker, tabIndex: 0 }
  const reason = head.moderation_warning?.text.trim() ?? ''
  const actor = (
    <Link to={profilePath(head.account.acct)} className={styles.actor} {...(head.status ? {} : actionMarker('open'))}>
      <DisplayName account={head.account} />
    </Link>
  )
  const headingId = `notification-${group.key}`
  const time = <NotificationTime createdAt={head.created_at} />
  return (
    <article
      className={styles.item}
      aria-labelledby={headingId}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      {...item}
    >
      <p className={styles.line} id={headingId}>
        <Icon path={notificationIcon(group.type)} className={styles.icon} />
        <span className={styles.text}>
          <NotificationText group={group} actor={actor} />
        </span>
        {head.status || anonymous ? time : null}
      </p>
      {reason ? (
        <p className={styles.reason}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      {head.status ? (
        <div className={styles.post}>{renderPost(head.status)}</div>
      ) : anonymous ? null : head.type === 'follow_request' ? (
        <FollowRequestActions account={head.account} time={time} />
      ) : (
        <ProfileCard account={head.account} meta={time} />
      )}
    </article>
  )
}
