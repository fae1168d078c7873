import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { VISIBLE_TO_VIEWER, type Page, type PostRow } from './posts'

export type ListRow = { id: number; owner_id: string; title: string; created_at: string }

export function insertList(db: Db, ownerId: string, title: string, createdAt = new Date().toISOString()): ListRow {
  const info = stmt(db, 'INSERT INTO lists (owner_id, title, created_at) VALUES (?, ?, ?)').run(
    ownerId,
    title,
    createdAt,
  )
  return { id: Number(info.lastInsertRowid), owner_id: ownerId, title, created_at: createdAt }
}

export function ownLists(db: Db, ownerId: string): ListRow[] {
  return stmt(db, 'SELECT * FROM lists WHERE owner_id = ? ORDER BY id').all(ownerId) as ListRow[]
}

/** The list, only for its owner. */
export function getOwnList(db: Db, ownerId: string, id: number): ListRow | undefined {
  return stmt(db, 'SELECT * FROM lists WHERE id = ? AND owner_id = ?').get(id, ownerId) as ListRow | undefined
}

export function renameList(db: Db, id: number, title: string): void {
  stmt(db, 'UPDATE lists SET title = ? WHERE id = ?').run(title, id)
}

export function deleteList(db: Db, id: number): void {
  stmt(db, 'DELETE FROM lists WHERE id = ?').run(id)
}

/** False when the account was already a member. */
export function addListMember(db: Db, listId: number, accountId: string): boolean {
  return (
    stmt(db, 'INSERT OR IGNORE INTO list_members (list_id, account_id) VALUES (?, ?)').run(listId, accountId).changes >
    0
  )
}

export function removeListMember(db: Db, listId: number, accountId: string): void {
  stmt(db, 'DELETE FROM list_members WHERE list_id = ? AND account_id = ?').run(listId, accountId)
}

/** Members by account id, descending; max_id is an account id. */
export function listMembers(db: Db, page: { listId: number; maxId: string | null; limit: number }): AccountRow[] {
  return stmt(
    db,
    `SELECT a.* FROM list_members m JOIN accounts a ON a.id = m.account_id
     WHERE m.list_id = :list AND (:max_id IS NULL OR a.id < :max_id) ORDER BY a.id DESC LIMIT :limit`,
  ).all({ list: page.listId, max_id: page.maxId, limit: page.limit }) as AccountRow[]
}

/** Posts and reposts by the members that the viewer may see, without muted authors. */
export function listTimeline(db: Db, page: Page & { viewer: string; listId: number }): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p JOIN list_members m ON m.account_id = p.author_id AND m.list_id = :list
     WHERE (:max_id IS NULL OR p.id < :max_id)
       AND NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.source_id = :viewer AND mu.target_id = p.author_id)
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all({ list: page.listId, viewer: page.viewer, max_id: page.maxId, limit: page.limit, now: page.now }) as PostRow[]
}
