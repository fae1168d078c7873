import type { QueryClient } from '@tanstack/react-query'
import { statusKeys } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { requestJson } from '@/lib/http'
import type { TrackingStatus } from './types'

// The call is here rather than in endpoints.ts: only the post menu makes it, and the list screen
// does not share a chunk with the menu for it.
/** Follows ("follow") or stops following ("normal") the post's conversation (Mitra 4.16+); answers the post. */
export const setConversationTracking = (postId: string, status: TrackingStatus) =>
  requestJson<Status>(`/api/v1/statuses/${encodeURIComponent(postId)}/conversation_tracking`, {
    method: 'POST',
    json: { status },
    requireAuth: true,
  })

/** Whether the member follows the post's conversation: `conversation.tracking` (5.9), else the older field. */
export const followsConversation = (status: Status): boolean =>
  (status.conversation?.tracking ?? status.conversation_tracking) === 'follow'

const withTracking = (status: Status, conversationId: string, tracking: TrackingStatus): Status =>
  status.conversation?.id === conversationId
    ? { ...status, conversation: { ...status.conversation, tracking }, conversation_tracking: tracking }
    : status

/** Writes the tracking to every cached post of the conversation (following is per conversation). */
function writeTracking(queryClient: QueryClient, conversationId: string, tracking: TrackingStatus): void {
  for (const [key, status] of queryClient.getQueriesData<Status>({ queryKey: [...statusKeys.all, 'detail'] })) {
    if (status?.conversation?.id === conversationId)
      queryClient.setQueryData<Status>(key, withTracking(status, conversationId, tracking))
  }
}

/**
 * Follows or stops following the post's conversation: every cached post of it shows the change at
 * once; the server's answer replaces the post, and a failure puts the old state back and throws.
 */
export async function followConversation(queryClient: QueryClient, status: Status, follow: boolean): Promise<Status> {
  const conversationId = status.conversation?.id
  const before: TrackingStatus = followsConversation(status) ? 'follow' : 'normal'
  const wanted: TrackingStatus = follow ? 'follow' : 'normal'
  if (conversationId) writeTracking(queryClient, conversationId, wanted)
  try {
    const answer = await setConversationTracking(status.id, wanted)
    queryClient.setQueryData(statusKeys.detail(answer.id), answer)
    return answer
  } catch (error) {
    if (conversationId) writeTracking(queryClient, conversationId, before)
    throw error
  }
}
