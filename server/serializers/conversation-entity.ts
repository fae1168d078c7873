import type { DirectConversationRow } from '../db/conversations'
import { conversationId } from '../domain/conversation-ids'
import { accountEntity } from './account'
import { accountOf } from './batch'
import type { SerializeContext } from './context'
import { statusEntity } from './status'

/** Mitra's Conversation entity (conversations/types.rs): `unread` is always false. */
export function conversationEntity(ctx: SerializeContext, row: DirectConversationRow): Record<string, unknown> {
  return {
    id: conversationId(row.root.id),
    unread: false,
    accounts: row.participantIds
      .map((id) => accountOf(ctx, id))
      .filter((a) => a !== undefined)
      .map((a) => accountEntity(ctx, a)),
    last_status: statusEntity(ctx, row.last),
  }
}
