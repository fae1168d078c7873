import { Trans } from '@lingui/react/macro'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import notes from './post-notes.module.css'
import styles from './conversation-note.module.css'

/** Under the thread's post: that the member follows its conversation (changes with the menu item at once). */
export function ConversationNote({ status }: { status: Status }) {
  const fresh = useStatus(status.id, status)
  // As followsConversation (api/conversations/mutations.ts), not imported: that module is the menu's.
  if ((fresh.conversation?.tracking ?? fresh.conversation_tracking) !== 'follow') return null
  return (
    <p className={`${notes.note} ${styles.following}`}>
      <Trans>You follow this conversation</Trans>
    </p>
  )
}
