import { stmt, type Db } from './database'
import type { PostRow } from './posts'

/** Whether the member follows the conversation whose root is `rootId` (Mitra's TrackingStatus::Follow). */
export function followsConversation(db: Db, rootId: string, accountId: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM conversation_tracking WHERE root_id = ? AND account_id = ?').get(rootId, accountId) !==
    undefined
  )
}

/** Follows (true) or stops following (false) a conversation: set_conversation_tracking_status. */
export function setConversationTracking(db: Db, rootId: string, accountId: string, follow: boolean): void {
  if (follow)
    stmt(db, 'INSERT OR IGNORE INTO conversation_tracking (root_id, account_id) VALUES (?, ?)').run(rootId, accountId)
  else stmt(db, 'DELETE FROM conversation_tracking WHERE root_id = ? AND account_id = ?').run(rootId, accountId)
}

/** A direct conversation of the member: its root, the last direct post they wrote or were mentioned in, who is in it. */
export type DirectConversationRow = { root: PostRow; last: PostRow; participantIds: string[] }

const INVOLVES = (alias: string) =>
  `(${alias}.author_id = :viewer OR EXISTS (SELECT 1 FROM post_mentions m WHERE m.post_id = ${alias}.id AND m.account_id = :viewer))`

/**
 * The member's direct conversations (v5.9.1 mitra_models/src/conversations/queries.rs
 * get_direct_conversations): threads whose root is a direct post the member wrote or is mentioned
 * in, each with its newest direct post that the member wrote or is mentioned in, and as
 * participants the root's author and the accounts the root mentions.
 */
export function directConversationRoots(db: Db, viewerId: string): PostRow[] {
  return stmt(
    db,
    `SELECT root.* FROM posts root
     WHERE root.visibility = 'direct' AND root.repost_of_id IS NULL AND root.id = root.thread_root_id
       AND ${INVOLVES('root')}`,
  ).all({ viewer: viewerId }) as PostRow[]
}

/** The conversation's newest direct post that the member wrote or is mentioned in, and its participants. */
export function directConversationOf(db: Db, root: PostRow, viewerId: string): DirectConversationRow | undefined {
  const last = stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE p.thread_root_id = :root AND p.visibility = 'direct' AND p.repost_of_id IS NULL AND ${INVOLVES('p')}
     ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
  ).get({ root: root.id, viewer: viewerId }) as PostRow | undefined
  if (!last) return undefined
  const mentioned = stmt(db, 'SELECT account_id FROM post_mentions WHERE post_id = ? ORDER BY rowid')
    .all(root.id)
    .map((row) => (row as { account_id: string }).account_id)
  const participantIds = [...new Set([...mentioned, root.author_id])]
  return { root, last, participantIds }
}
