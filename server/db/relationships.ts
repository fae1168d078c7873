import { stmt, type Db } from './database'

export type RelationshipState = {
  following: boolean
  followed_by: boolean
  requested: boolean
  requested_by: boolean
  rejected_by: boolean
  subscription_to: boolean
  subscription_from: boolean
  showing_reblogs: boolean
  showing_replies: boolean
  muting: boolean
}

/** What the viewer and the target are to each other; all false for an unknown target. */
export function getRelationship(db: Db, viewerId: string, targetId: string, now: string): RelationshipState {
  const row = stmt(
    db,
    `SELECT
       (SELECT show_reblogs FROM follows WHERE source_id = :me AND target_id = :them) AS follow_reblogs,
       (SELECT show_replies FROM follows WHERE source_id = :me AND target_id = :them) AS follow_replies,
       EXISTS (SELECT 1 FROM follows WHERE source_id = :them AND target_id = :me) AS followed_by,
       (SELECT status FROM follow_requests WHERE source_id = :me AND target_id = :them) AS my_request,
       (SELECT show_reblogs FROM follow_requests WHERE source_id = :me AND target_id = :them) AS request_reblogs,
       (SELECT show_replies FROM follow_requests WHERE source_id = :me AND target_id = :them) AS request_replies,
       EXISTS (SELECT 1 FROM follow_requests WHERE source_id = :them AND target_id = :me AND status = 'pending') AS requested_by,
       EXISTS (SELECT 1 FROM subscriptions WHERE sender_id = :me AND recipient_id = :them AND expires_at > :now) AS subscription_to,
       EXISTS (SELECT 1 FROM subscriptions WHERE sender_id = :them AND recipient_id = :me AND expires_at > :now) AS subscription_from,
       EXISTS (SELECT 1 FROM mutes WHERE source_id = :me AND target_id = :them) AS muting`,
  ).get({ me: viewerId, them: targetId, now }) as {
    follow_reblogs: number | null
    follow_replies: number | null
    followed_by: number
    my_request: 'pending' | 'rejected' | null
    request_reblogs: number | null
    request_replies: number | null
    requested_by: number
    subscription_to: number
    subscription_from: number
    muting: number
  }
  const following = row.follow_reblogs !== null
  return {
    following,
    followed_by: row.followed_by === 1,
    requested: row.my_request === 'pending',
    requested_by: row.requested_by === 1,
    rejected_by: row.my_request === 'rejected',
    subscription_to: row.subscription_to === 1,
    subscription_from: row.subscription_from === 1,
    showing_reblogs: (following ? row.follow_reblogs : (row.request_reblogs ?? 1)) === 1,
    showing_replies: (following ? row.follow_replies : (row.request_replies ?? 1)) === 1,
    muting: row.muting === 1,
  }
}

export function mute(db: Db, sourceId: string, targetId: string, createdAt = new Date().toISOString()): void {
  stmt(db, 'INSERT OR IGNORE INTO mutes (source_id, target_id, created_at) VALUES (?, ?, ?)').run(
    sourceId,
    targetId,
    createdAt,
  )
}

export function unmute(db: Db, sourceId: string, targetId: string): void {
  stmt(db, 'DELETE FROM mutes WHERE source_id = ? AND target_id = ?').run(sourceId, targetId)
}
