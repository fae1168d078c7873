import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '@/api/accounts/queries'
import { conversationListQuery } from '@/api/conversations/queries'
import { PagedList } from '@/ui/paged-list'
import { ConversationItem } from './conversation-item'

/** The member's direct conversations, newest first, each opening its thread; paged with Load more. */
export function ConversationList({ label }: { label: string }) {
  const queryClient = useQueryClient()
  const conversations = useInfiniteQuery(conversationListQuery(queryClient))
  const meId = useCurrentUser()?.id ?? null
  return (
    <PagedList
      query={conversations}
      label={label}
      keyOf={(conversation) => conversation.id}
      renderItem={(conversation) => <ConversationItem conversation={conversation} meId={meId} />}
      failedTitle={<Trans>The direct messages could not be loaded</Trans>}
      moreFailedTitle={<Trans>More conversations could not be loaded</Trans>}
      empty={<Trans>No direct messages yet</Trans>}
      more={<Trans>Load more</Trans>}
    />
  )
}
