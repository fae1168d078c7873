import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Status } from '@/api/statuses/types'
import { Icon } from '@/ui/icon'
import styles from './post-notes.module.css'
import { iconChat } from '@/ui/icons/chat'
import { iconReply } from '@/ui/icons/reply'
import { postPath, profilePath } from '@/lib/paths'

/** The account a reply answers: Mitra names it in pleroma; older data only by id. */
export function replyTargetAcct(status: Status): string | null {
  const named = status.pleroma?.in_reply_to_account_acct
  if (named) return named
  const id = status.in_reply_to_account_id
  if (!id) return null
  if (id === status.account.id) return status.account.acct
  return status.mentions.find((m) => m.id === id)?.acct ?? null
}

/** "In <group>" on a post sent to a group (Mitra 5.7+ `Status.group`), linking to its page. */
export function GroupNote({ status }: { status: Status }) {
  const group = status.group
  if (!group) return null
  const name = group.display_name || group.username
  return (
    <p className={styles.note}>
      <Icon path={iconChat} size={16} className={styles.icon} />
      <span>
        <Trans>
          In the group{' '}
          <Link to={profilePath(group.acct)} className={styles.link}>
            {name}
          </Link>
        </Trans>
      </span>
    </p>
  )
}

/** "Replying to @acct" above a reply. */
export function ReplyNote({ status }: { status: Status }) {
  if (!status.in_reply_to_id) return null
  const acct = replyTargetAcct(status)
  return (
    <p className={styles.note}>
      <Icon path={iconReply} size={16} className={styles.icon} />
      <span>
        {acct ? (
          <Trans>
            Replying to{' '}
            <Link to={profilePath(acct)} className={styles.link} dir="ltr">
              @{acct}
            </Link>
          </Trans>
        ) : (
          <Link to={postPath(status.in_reply_to_id)} className={styles.link}>
            <Trans>Replying to a post</Trans>
          </Link>
        )}
      </span>
    </p>
  )
}
