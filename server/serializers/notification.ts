import { stmt } from '../db/database'
import type { MitraDialect } from '../dialect'
import type { EmojiRow } from '../db/emojis'
import { getAnonymousAccountId, type ModerationActionRow } from '../db/moderation'
import type { NotificationRow } from '../db/notifications'
import type { PostRow } from '../db/posts'
import { accountEntityById } from './account'
import { emojiOf, loadStatuses, postOf } from './batch'
import type { SerializeContext } from './context'
import { customEmojiEntity } from './media'
import { statusEntity } from './status'

/** What a page's 5.9 notifications need besides their posts: invoices, moderation actions, the anonymous account. */
export type NotificationExtras = {
  payouts: Map<string, number>
  actions: Map<string, ModerationActionRow>
  anonymousId: string | undefined
}

const NO_EXTRAS: NotificationExtras = { payouts: new Map(), actions: new Map(), anonymousId: undefined }

/** 5.9's AccountWarning::from_db (notifications/types.rs): the action and its reason, "" when none. */
const accountWarning = (action: ModerationActionRow) => ({
  id: action.id,
  action: 'delete_statuses',
  text: action.reason ?? '',
  status_ids: null,
  target_account: null,
  appeal: null,
  created_at: action.created_at,
})

/**
 * Notification (ApiNotification): a reply is type 'mention' with subtype 'reply'. Mitra 5.9 adds
 * `moderation_warning` (5.9.0: an AccountWarning, set on the type of that name), `payment_amount`
 * (4.18.0: the invoice's payout, on payment notifications) and calls a payment from the anonymous
 * system account `payment_anonymous` (4.17.0), where 3.21 says `subscription`.
 */
export function notificationEntity(
  ctx: SerializeContext,
  row: NotificationRow,
  mitra: MitraDialect = '3.21',
  extras: NotificationExtras = NO_EXTRAS,
) {
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
  const { id, subtype, account, status, reaction, emoji: emojiContent, emoji_url, created_at } = entity
  const anonymous = row.event_type === 'subscription' && row.sender_id === extras.anonymousId
  const action = row.moderation_action_id ? extras.actions.get(row.moderation_action_id) : undefined
  return {
    id,
    type: anonymous ? 'payment_anonymous' : entity.type,
    subtype,
    account,
    status,
    moderation_warning: action ? accountWarning(action) : null,
    reaction,
    emoji: emojiContent,
    emoji_url,
    payment_amount: row.invoice_id ? (extras.payouts.get(row.invoice_id) ?? null) : null,
    created_at,
  }
}

/** The invoices' payouts and the moderation actions of 5.9 notifications, one query each. */
function extrasOf(ctx: SerializeContext, rows: readonly NotificationRow[]): NotificationExtras {
  const idsOf = (pick: (r: NotificationRow) => string | null) =>
    JSON.stringify([...new Set(rows.map(pick).filter((id): id is string => id !== null))])
  const invoices = stmt(
    ctx.db,
    'SELECT id, received_amount FROM invoices WHERE id IN (SELECT value FROM json_each(?))',
  ).all(idsOf((r) => r.invoice_id)) as { id: string; received_amount: number }[]
  const actions = stmt(ctx.db, 'SELECT * FROM moderation_actions WHERE id IN (SELECT value FROM json_each(?))').all(
    idsOf((r) => r.moderation_action_id),
  ) as ModerationActionRow[]
  return {
    // The demo forwards all it receives: the payout is the amount received.
    payouts: new Map(invoices.map((i) => [i.id, i.received_amount])),
    actions: new Map(actions.map((a) => [a.id, a])),
    anonymousId: getAnonymousAccountId(ctx.db),
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
  const extras = mitra === '3.21' ? NO_EXTRAS : extrasOf(ctx, rows)
  return rows.map((row) => notificationEntity(ctx, row, mitra, extras))
}
