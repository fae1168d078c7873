import { Trans } from '@lingui/react/macro'
import type { Conversation } from '@/api/conversations/types'
import { displayNameOf } from '@/lib/display-name'
import { Link } from '@/lib/router'
import { plainText } from '@/lib/plain-text'
import { Avatar } from '@/ui/avatar'
import { postPath } from '@/lib/paths'
// The profile card's look (a bordered card, one link): no stylesheet of its own to download.
import styles from '@/ui/profile-card.module.css'

/**
 * A direct conversation: the others in it (the member alone, a note to self), and who wrote the
 * last message with its start; the whole card opens the thread at that message.
 */
export function ConversationItem({ conversation, meId }: { conversation: Conversation; meId: string | null }) {
  const others = conversation.accounts.filter((account) => account.id !== meId)
  const people = others.length > 0 ? others : conversation.accounts
  const last = conversation.last_status
  const author = last.account.id === meId ? null : displayNameOf(last.account)
  const text = plainText(last.content)
  return (
    <div className={styles.card}>
      <Link to={postPath(last.id)} className={styles.link}>
        {people[0] ? <Avatar account={people[0]} size={40} /> : null}
        <span className={styles.names}>
          <bdi className={styles.name} dir="auto">
            {people.map(displayNameOf).join(', ')}
          </bdi>
          <span className={styles.acct}>
            {author === null ? (
              <Trans>You: {text}</Trans>
            ) : (
              <Trans>
                {author}: {text}
              </Trans>
            )}
          </span>
        </span>
      </Link>
    </div>
  )
}
