import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'
import type { PostRow } from './posts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Tags in use whose name contains the text, case-insensitively (Mitra v3.21.0 and v5.9.1
 * mitra_models tags/queries.rs search_tags: `tag_name ILIKE '%text%'`), alphabetically.
 */
export function searchTags(db: Db, text: string, limit: number, offset: number): string[] {
  const rows = stmt(
    db,
    `SELECT DISTINCT tag FROM post_tags WHERE tag LIKE :pattern ESCAPE '\\' ORDER BY tag LIMIT :limit OFFSET :offset`,
  ).all({ pattern: `%${escapeLike(text.toLowerCase())}%`, limit, offset }) as { tag: string }[]
  return rows.map((r) => r.tag)
}

/**
 * Accounts whose acct matches (Mitra v3.21.0 and v5.9.1 mitra_models profiles/queries.rs
 * search_profiles): with a hostname `acct ILIKE 'user@host%'`, without `acct ILIKE '%user%'`; display
 * names and bios are not searched. Local accounts first.
 */
export function searchProfiles(
  db: Db,
  q: { username: string; hostname: string | null; limit: number; offset: number },
): AccountRow[] {
  const pattern =
    q.hostname === null ? `%${escapeLike(q.username)}%` : `${escapeLike(q.username)}@${escapeLike(q.hostname)}%`
  return stmt(
    db,
    `SELECT * FROM accounts WHERE acct LIKE :pattern ESCAPE '\\'
     ORDER BY hostname IS NOT NULL, lower(acct) LIMIT :limit OFFSET :offset`,
  ).all({ pattern, limit: q.limit, offset: q.offset }) as AccountRow[]
}

/** The words of a text search, as plainto_tsquery splits them (letters and digits). */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w !== '')
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, ' ')
    .toLowerCase()

/**
 * Full-text search of posts as Mitra does it (v3.21.0 and v5.9.1 mitra_models posts/queries.rs
 * search_posts): every word of the text must be a word of the post (Postgres also stems, the demo
 * does not), reposts excluded, and only posts the searcher wrote, bookmarked, reacted to (a like is
 * a reaction) or is mentioned in, newest first.
 */
export function searchPosts(db: Db, q: { text: string; viewer: string; limit: number; offset: number }): PostRow[] {
  const words = searchWords(q.text)
  if (words.length === 0) return []
  const rows = stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE p.repost_of_id IS NULL
       AND (
         p.author_id = :viewer
         OR EXISTS (SELECT 1 FROM bookmarks b WHERE b.post_id = p.id AND b.account_id = :viewer)
         OR EXISTS (SELECT 1 FROM reactions r WHERE r.post_id = p.id AND r.author_id = :viewer)
         OR EXISTS (SELECT 1 FROM post_mentions m WHERE m.post_id = p.id AND m.account_id = :viewer)
       )
       AND lower(p.content) LIKE :first ESCAPE '\\'
     ORDER BY p.id DESC`,
  ).all({ viewer: q.viewer, first: `%${escapeLike(words[0] ?? '')}%` }) as PostRow[]
  const found = rows.filter((row) => {
    const own = new Set(searchWords(textOf(row.content)))
    return words.every((w) => own.has(w))
  })
  return found.slice(q.offset, q.offset + q.limit)
}

/**
 * The profile directory: local (or all) accounts by username (Mitra 3.21, and 5.9 with any order
 * but `active`), or by latest post first, accounts without posts last (5.9's default, `active`).
 */
export function directory(
  db: Db,
  q: { local: boolean; limit: number; offset: number; order: 'username' | 'active' },
): AccountRow[] {
  if (q.order === 'active') {
    // Mitra reads a materialized view of max(post.created_at) per author; the demo reads it live.
    return stmt(
      db,
      `SELECT a.* FROM accounts a
       LEFT JOIN (SELECT author_id, max(created_at) AS latest FROM posts GROUP BY author_id) lp ON lp.author_id = a.id
       WHERE (:local = 0 OR a.hostname IS NULL)
       ORDER BY lp.latest IS NULL, lp.latest DESC, lower(a.username), a.acct LIMIT :limit OFFSET :offset`,
    ).all({ local: q.local ? 1 : 0, limit: q.limit, offset: q.offset }) as AccountRow[]
  }
  return stmt(
    db,
    `SELECT * FROM accounts WHERE (:local = 0 OR hostname IS NULL)
     ORDER BY hostname IS NOT NULL, lower(username), acct LIMIT :limit OFFSET :offset`,
  ).all({ local: q.local ? 1 : 0, limit: q.limit, offset: q.offset }) as AccountRow[]
}
