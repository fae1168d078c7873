import { getEmoji } from '../db/emojis'
import type { NotificationRow } from '../db/notifications'
import { getPost } from '../db/posts'
import { accountEntityById } from './account'
import type { SerializeContext } from './context'
import { customEmojiEntity } from './media'
import { statusEntity } from './status'

/** Notification (ApiNotification): a reply is type 'mention' with subtype 'reply'. */
export function notificationEntity(ctx: SerializeContext, row: NotificationRow) {
  const post = row.post_id ? getPost(ctx.db, row.post_id) : undefined
  const emojiRow = row.emoji_id ? getEmoji(ctx.db, row.emoji_id) : undefined
  const emoji = emojiRow ? customEmojiEntity(ctx, emojiRow) : null
  const content = row.event_type === 'pleroma:emoji_reaction' ? (row.reaction_content ?? null) : null
  return {
    id: String(row.id),
    type: row.event_type === 'reply' ? 'mention' : row.event_type,
    subtype: row.event_type === 'reply' ? 'reply' : null,
    account: accountEntityById(ctx, row.sender_id),
    status: post ? statusEntity(ctx, post) : null,
    reaction: content === null ? null : { content, emoji },
    emoji: content,
    emoji_url: emoji?.url ?? null,
    created_at: row.created_at,
  }
}
