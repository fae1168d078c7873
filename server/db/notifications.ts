import { stmt, type Db } from './database'

/** Stored event types; 'reply' is sent as type 'mention' with subtype 'reply'. */
export type EventType =
  | 'follow'
  | 'follow_request'
  | 'mention'
  | 'reply'
  | 'favourite'
  | 'pleroma:emoji_reaction'
  | 'reblog'
  | 'move'
  // A subscriber's payment went through (to the creator, from the subscriber).
  | 'subscription'
  // The subscription ran out (to the subscriber, from the creator).
  | 'subscription_expiration'
  // A subscription ran out (to the creator, from the subscriber).
  | 'subscriber_leaving'
  // A moderator deleted the recipient's post (Mitra 5.9.0; from the moderator, with the action).
  | 'moderation_warning'

export type NotificationRow = {
  id: number
  recipient_id: string
  sender_id: string
  event_type: EventType
  post_id: string | null
  reaction_content: string | null
  emoji_id: string | null
  /** The invoice of a `subscription` notification (its amount, Mitra 4.18.0). */
  invoice_id: string | null
  /** The moderation action of a `moderation_warning` notification. */
  moderation_action_id: string | null
  created_at: string
}

export type NewNotification = {
  recipientId: string
  senderId: string
  type: EventType
  postId?: string | null
  reaction?: { content: string; emojiId: string | null } | null
  invoiceId?: string | null
  moderationActionId?: string | null
  createdAt?: string
}

/** Remote accounts have no inbox here; nobody is told about their own actions or by accounts they mute. */
export function notify(db: Db, n: NewNotification): void {
  if (n.recipientId === n.senderId) return
  const recipientIsLocal = stmt(db, 'SELECT 1 FROM users WHERE account_id = ?').get(n.recipientId) !== undefined
  if (!recipientIsLocal) return
  const muted =
    stmt(db, 'SELECT 1 FROM mutes WHERE source_id = ? AND target_id = ?').get(n.recipientId, n.senderId) !== undefined
  if (muted) return
  stmt(
    db,
    `INSERT INTO notifications (recipient_id, sender_id, event_type, post_id, reaction_content, emoji_id, invoice_id,
       moderation_action_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    n.recipientId,
    n.senderId,
    n.type,
    n.postId ?? null,
    n.reaction?.content ?? null,
    n.reaction?.emojiId ?? null,
    n.invoiceId ?? null,
    n.moderationActionId ?? null,
    n.createdAt ?? new Date().toISOString(),
  )
}

/**
 * A page of a member's notifications, newest first: older than maxId, or, with minId (Mitra 4.18+),
 * the `limit` oldest newer than it (still answered newest first). Muted senders are left out, and
 * the types in `without` (what an older Mitra has no event type for).
 */
export function listNotifications(
  db: Db,
  page: { recipient: string; maxId: number | null; minId?: number | null; limit: number; without?: EventType[] },
): NotificationRow[] {
  const forward = page.minId !== undefined && page.minId !== null
  const rows = stmt(
    db,
    `SELECT * FROM notifications n
       WHERE n.recipient_id = :recipient AND (:max_id IS NULL OR n.id < :max_id) AND (:min_id IS NULL OR n.id > :min_id)
         AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.source_id = :recipient AND m.target_id = n.sender_id)
         AND n.event_type NOT IN (SELECT value FROM json_each(:without))
       ORDER BY n.id ${forward ? 'ASC' : 'DESC'} LIMIT :limit`,
  ).all({
    recipient: page.recipient,
    max_id: page.maxId,
    min_id: page.minId ?? null,
    limit: page.limit,
    without: JSON.stringify(page.without ?? []),
  }) as NotificationRow[]
  return forward ? rows.reverse() : rows
}

export type MarkerRow = { timeline: string; last_read_id: string; updated_at: string }

export function getMarker(db: Db, userId: string, timeline: string): MarkerRow | undefined {
  return stmt(db, 'SELECT timeline, last_read_id, updated_at FROM markers WHERE user_id = ? AND timeline = ?').get(
    userId,
    timeline,
  ) as MarkerRow | undefined
}

export function setMarker(
  db: Db,
  userId: string,
  timeline: string,
  lastReadId: string,
  now = new Date().toISOString(),
): void {
  stmt(
    db,
    `INSERT INTO markers (user_id, timeline, last_read_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, timeline) DO UPDATE SET last_read_id = excluded.last_read_id, updated_at = excluded.updated_at`,
  ).run(userId, timeline, lastReadId, now)
}

/** Deletes every notification of a member (Mitra's delete_notifications, muted senders' too). */
export function clearNotifications(db: Db, recipientId: string): void {
  stmt(db, 'DELETE FROM notifications WHERE recipient_id = ?').run(recipientId)
}
