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

/** A moderator's warning (Mitra 5.9.0): their reason, or that they gave none, set apart as a warning. */
function ModerationWarningNote({ reason }: { reason: string }) {
  return (
    <div className={styles.warning}>
      <p className={styles.warningTitle}>
        <Trans>Warning from the moderators</Trans>
      </p>
      <p className={styles.reason}>{reason ? <Trans>Reason: {reason}</Trans> : <Trans>No reason was given.</Trans>}</p>
    </div>
  )
}

/**
 * One entry: icon and text, then the post, or the actor's card and time when there is no post (a
 * follow request's card with Accept and Reject). A payment from Mitra's anonymous account names
 * nobody, and a moderator's warning is about the warning, not the moderator: their time stands on
 * the line, without a card.
 */
export function NotificationItem({ group, renderPost, posInSet, setSize }: NotificationItemProps) {
  const head = group.notifications[0]
  if (!head) return null
  const warning = head.type === 'moderation_warning'
  const cardless = head.type === 'payment_anonymous' || warning
  // j and k visit each entry once: the post card of an entry with a post (itself a shortcut item),
  // else the entry, whose Enter opens the actor's profile.
  const item = head.status ? {} : { ...itemMarker, tabIndex: 0 }
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
        <Icon path={notificationIcon(group.type)} className={warning ? styles.iconWarning : styles.icon} />
        <span className={styles.text}>
          <NotificationText group={group} actor={actor} />
        </span>
        {head.status || cardless ? time : null}
      </p>
      {warning ? <ModerationWarningNote reason={head.moderation_warning?.text.trim() ?? ''} /> : null}
      {head.status ? (
        <div className={styles.post}>{renderPost(head.status)}</div>
      ) : cardless ? null : head.type === 'follow_request' ? (
        <FollowRequestActions account={head.account} time={time} />
      ) : (
        <ProfileCard account={head.account} meta={time} />
      )}
    </article>
  )
}
