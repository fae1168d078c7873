import { Trans } from '@lingui/react/macro'
import type { Status } from '@/api/statuses/types'
import styles from './composer.module.css'

/**
 * Above a reply to a post in a group: the reply joins the group's conversation, as every reply
 * there does; a reply cannot name a group of its own (Mitra 5.8+ refuses `group_id` on a reply, so
 * the composer never sends it).
 */
export function GroupReplyNote({ post }: { post: Status }) {
  const group = post.group
  if (!group) return null
  const name = group.display_name || group.username
  return (
    <p className={styles.groupNote}>
      <Trans>Your reply joins the conversation in the group {name}.</Trans>
    </p>
  )
}
