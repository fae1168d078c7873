import { stmt } from '../db/database'
import type { MitraDialect } from '../dialect'
import type { EmojiRow } from '../db/emojis'
import type { NotificationRow } from '../db/notifications'
import type { PostRow } from '../db/posts'
import { accountEntityById } from './account'
import { emojiOf, loadStatuses, postOf } from './batch'
import type { SerializeContext } from './context'
import { customEmojiEntity } from './media'
import { statusEntity } from './status'

/**
 * Notification (ApiNotification): a reply is type 'mention' with subtype 'reply'. Mitra 5.9 adds
 * `moderation_warning` (5.9.0, an AccountWarning on the type of that name) and `payment_amount`
 * (4.18.0, the invoice's payout on payment notifications). The demo instance makes neither kind
 * (no admin post deletion route, no invoice link on its notifications): both are null there.
 */
export function notificationEntity(ctx: SerializeContext, row: NotificationRow, mitra: MitraDialect = '3.21') {
  const post = row.post_id ? postOf(ctx, row.post_id) : undefined
  const emojiRow = row.emoji_id ? emojiOf(ctx, row.emoji_id) : undefined
  const emoji = emojiRow ? customEmojiEntity(ctx, emojiRow) : null
  const content = row.event_type === 'pleroma:emoji_reaction' ? (row.reaction_content ?? null) : null
  const entity = {
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
  if (mitra === '3.21') return entity
  const { id, type, subtype, account, status, reaction, emoji: emojiContent, emoji_url, created_at } = entity
  return {
    id,
    type,
    subtype,
    account,
    status,
    moderation_warning: null,
    reaction,
    emoji: emojiContent,
    emoji_url,
    payment_amount: null,
    created_at,
  }
}

/** A page of notifications, with their posts, senders and emojis loaded in a fixed number of queries. */
export function notificationEntities(
  ctx: SerializeContext,
  rows: readonly NotificationRow[],
  mitra: MitraDialect = '3.21',
) {
  const ids = JSON.stringify([...new Set(rows.map((r) => r.post_id).filter((id): id is string => id !== null))])
  const posts = stmt(ctx.db, 'SELECT * FROM posts WHERE id IN (SELECT value FROM json_each(?))').all(ids) as PostRow[]
  loadStatuses(
    ctx,
    posts,
    rows.map((r) => r.sender_id),
  )
  const emojiIds = JSON.stringify([...new Set(rows.map((r) => r.emoji_id).filter((id): id is string => id !== null))])
  const batch = ctx.batch
  if (batch)
    for (const e of stmt(ctx.db, 'SELECT * FROM custom_emojis WHERE id IN (SELECT value FROM json_each(?))').all(
      emojiIds,
    ) as EmojiRow[])
      batch.emojis.set(e.id, e)
  return rows.map((row) => notificationEntity(ctx, row, mitra))
}
