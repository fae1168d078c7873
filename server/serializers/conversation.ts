import { followsConversation } from '../db/conversations'
import type { PostRow } from '../db/posts'
import { conversationId } from '../domain/conversation-ids'
import { canModerateConversation } from '../db/groups'
import type { SerializeContext } from './context'

// Per serialisation: whether the viewer follows a conversation, by root id.
const followed = new WeakMap<SerializeContext, Map<string, boolean>>()

function follows(ctx: SerializeContext, rootId: string, viewerId: string): boolean {
  let byRoot = followed.get(ctx)
  if (!byRoot) {
    byRoot = new Map()
    followed.set(ctx, byRoot)
  }
  let value = byRoot.get(rootId)
  if (value === undefined) {
    value = followsConversation(ctx.db, rootId, viewerId)
    byRoot.set(rootId, value)
  }
  return value
}

/**
 * The conversation fields of Mitra 5.9's Status (v5.9.1 mitra_api/src/mastodon_api/statuses/types.rs):
 * `conversation` {id, root_id, tracking, can_moderate} (5.8.0; the last two 5.9.0, null for guests),
 * null for a repost; and the deprecated `conversation_tracking` (4.16.0), "normal" or "follow" for
 * a signed-in viewer ("normal" on a repost, which has no conversation), null for guests.
 */
export function statusConversationFields(ctx: SerializeContext, post: PostRow): Record<string, unknown> {
  const viewer = ctx.viewerId
  const tracking = viewer && !post.repost_of_id && follows(ctx, post.thread_root_id, viewer) ? 'follow' : 'normal'
  return {
    conversation: post.repost_of_id
      ? null
      : {
          id: conversationId(post.thread_root_id),
          root_id: post.thread_root_id,
          tracking: viewer ? tracking : null,
          can_moderate: viewer ? canModerateConversation(ctx.db, viewer, post.id) : null,
        },
    conversation_tracking: viewer ? tracking : null,
  }
}
