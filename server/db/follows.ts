import { createHash } from 'node:crypto'
import { uuidV7 } from '../domain/ids'
import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'

export type FollowOptions = { reblogs: boolean; replies: boolean }

export type FollowRequestRow = { id: string; source_id: string; target_id: string; status: 'pending' | 'rejected' }

/** Follows target, or updates the options of an existing follow. */
export function upsertFollow(
  db: Db,
  sourceId: string,
  targetId: string,
  opts: FollowOptions,
  createdAt = new Date().toISOString(),
): void {
  stmt(
    db,
    `INSERT INTO follows (source_id, target_id, show_reblogs, show_replies, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (source_id, target_id) DO UPDATE SET show_reblogs = excluded.show_reblogs, show_replies = excluded.show_replies`,
  ).run(sourceId, targetId, opts.reblogs ? 1 : 0, opts.replies ? 1 : 0, createdAt)
}

export function deleteFollow(db: Db, sourceId: string, targetId: string): boolean {
  return stmt(db, 'DELETE FROM follows WHERE source_id = ? AND target_id = ?').run(sourceId, targetId).changes > 0
}

export function getFollowRequest(db: Db, sourceId: string, targetId: string): FollowRequestRow | undefined {
  return stmt(
    db,
    'SELECT id, source_id, target_id, status FROM follow_requests WHERE source_id = ? AND target_id = ?',
  ).get(sourceId, targetId) as FollowRequestRow | undefined
}

/** Time-ordered like Mitra's ids; the random part comes from the pair and time, so seeds are repeatable. */
const requestId = (sourceId: string, targetId: string, createdAt: string) =>
  uuidV7(
    Date.parse(createdAt),
    createHash('sha256').update(`${sourceId} ${targetId} ${createdAt}`).digest().subarray(0, 10),
  )

/** A pending request (a rejected one is sent again); returns whether a new request was made. */
export function upsertFollowRequest(
  db: Db,
  sourceId: string,
  targetId: string,
  opts: FollowOptions,
  createdAt = new Date().toISOString(),
): boolean {
  const existing = getFollowRequest(db, sourceId, targetId)
  const flags = [opts.reblogs ? 1 : 0, opts.replies ? 1 : 0] as const
  if (existing) {
    stmt(db, `UPDATE follow_requests SET show_reblogs = ?, show_replies = ?, status = 'pending' WHERE id = ?`).run(
      ...flags,
      existing.id,
    )
    return existing.status !== 'pending'
  }
  stmt(
    db,
    `INSERT INTO follow_requests (id, source_id, target_id, show_reblogs, show_replies, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
  ).run(requestId(sourceId, targetId, createdAt), sourceId, targetId, ...flags, createdAt)
  return true
}

export function deleteFollowRequest(db: Db, sourceId: string, targetId: string): boolean {
  return (
    stmt(db, 'DELETE FROM follow_requests WHERE source_id = ? AND target_id = ?').run(sourceId, targetId).changes > 0
  )
}

/** Turns the pending request of source into a follow with the request's options. */
export function acceptFollowRequest(
  db: Db,
  sourceId: string,
  targetId: string,
  now = new Date().toISOString(),
): boolean {
  const row = stmt(
    db,
    `SELECT show_reblogs, show_replies FROM follow_requests WHERE source_id = ? AND target_id = ? AND status = 'pending'`,
  ).get(sourceId, targetId) as { show_reblogs: number; show_replies: number } | undefined
  if (!row) return false
  db.transaction(() => {
    deleteFollowRequest(db, sourceId, targetId)
    upsertFollow(db, sourceId, targetId, { reblogs: row.show_reblogs === 1, replies: row.show_replies === 1 }, now)
  })()
  return true
}

export function rejectFollowRequest(db: Db, sourceId: string, targetId: string): boolean {
  return (
    stmt(
      db,
      `UPDATE follow_requests SET status = 'rejected' WHERE source_id = ? AND target_id = ? AND status = 'pending'`,
    ).run(sourceId, targetId).changes > 0
  )
}

type Cursor<T> = { cursor: T; account: AccountRow }
type IntPage = { owner: string; maxId: number | null; limit: number }

const pageOf = <T>(rows: (AccountRow & { cursor: T })[]): Cursor<T>[] =>
  rows.map(({ cursor, ...account }) => ({ cursor, account }))

/** One page of accounts from a query that selects `a.*` and an integer `cursor`, newest first. */
function accountPage(db: Db, sql: string, page: IntPage): Cursor<number>[] {
  const rows = stmt(db, sql).all({ owner: page.owner, max_id: page.maxId, limit: page.limit })
  return pageOf(rows as (AccountRow & { cursor: number })[])
}

export function followers(db: Db, page: IntPage): Cursor<number>[] {
  return accountPage(
    db,
    `SELECT a.*, f.id AS cursor FROM follows f JOIN accounts a ON a.id = f.source_id
     WHERE f.target_id = :owner AND (:max_id IS NULL OR f.id < :max_id) ORDER BY f.id DESC LIMIT :limit`,
    page,
  )
}

export function following(db: Db, page: IntPage): Cursor<number>[] {
  return accountPage(
    db,
    `SELECT a.*, f.id AS cursor FROM follows f JOIN accounts a ON a.id = f.target_id
     WHERE f.source_id = :owner AND (:max_id IS NULL OR f.id < :max_id) ORDER BY f.id DESC LIMIT :limit`,
    page,
  )
}

export function mutedAccounts(db: Db, page: IntPage): Cursor<number>[] {
  return accountPage(
    db,
    `SELECT a.*, m.id AS cursor FROM mutes m JOIN accounts a ON a.id = m.target_id
     WHERE m.source_id = :owner AND (:max_id IS NULL OR m.id < :max_id) ORDER BY m.id DESC LIMIT :limit`,
    page,
  )
}

export function pendingRequests(
  db: Db,
  page: { owner: string; maxId: string | null; limit: number },
  direction: 'incoming' | 'outgoing' = 'incoming',
): Cursor<string>[] {
  // Incoming: the accounts asking the owner; outgoing: the accounts the owner asked.
  const [other, own] = direction === 'incoming' ? ['source_id', 'target_id'] : ['target_id', 'source_id']
  return pageOf(
    stmt(
      db,
      `SELECT a.*, r.id AS cursor FROM follow_requests r JOIN accounts a ON a.id = r.${other}
       WHERE r.${own} = :owner AND r.status = 'pending' AND (:max_id IS NULL OR r.id < :max_id) ORDER BY r.id DESC LIMIT :limit`,
    ).all({ owner: page.owner, max_id: page.maxId, limit: page.limit }) as (AccountRow & { cursor: string })[],
  )
}
