import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { VISIBLE_TO_VIEWER, type PostRow } from './posts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Tags in use that start with the given text, alphabetically. */
export function searchTags(db: Db, prefix: string, limit: number, offset: number): string[] {
  const rows = stmt(
    db,
    `SELECT DISTINCT tag FROM post_tags WHERE tag LIKE :prefix ESCAPE '\\' ORDER BY tag LIMIT :limit OFFSET :offset`,
  ).all({ prefix: `${escapeLike(prefix.toLowerCase())}%`, limit, offset }) as { tag: string }[]
  return rows.map((r) => r.tag)
}

/** Posts (not reposts) whose text contains the words, newest first, that the viewer may see. */
export function searchPosts(db: Db, q: { text: string; viewer: string; now: string; limit: number; offset: number }): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE p.repost_of_id IS NULL
       AND coalesce(p.content_source, p.content) LIKE :pattern ESCAPE '\\'
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit OFFSET :offset`,
  ).all({ pattern: `%${escapeLike(q.text)}%`, viewer: q.viewer, now: q.now, limit: q.limit, offset: q.offset }) as PostRow[]
}

/** The profile directory: local (or all) accounts by username. */
export function directory(db: Db, q: { local: boolean; limit: number; offset: number }): AccountRow[] {
  return stmt(
    db,
    `SELECT * FROM accounts WHERE (:local = 0 OR hostname IS NULL)
     ORDER BY hostname IS NOT NULL, lower(username), acct LIMIT :limit OFFSET :offset`,
  ).all({ local: q.local ? 1 : 0, limit: q.limit, offset: q.offset }) as AccountRow[]
}
