import { randomBytes } from 'node:crypto'
import { uuidV4 } from '../domain/ids'
import { stmt, type Db } from './database'
import { insertPost, VISIBLE_TO_VIEWER, type PostRow } from './posts'

/**
 * What a member does to a post: likes and emoji reactions (one table, a like has content ''),
 * reposts, bookmarks and pins. Each returns whether something changed.
 */

export type NewReaction = {
  id?: string
  authorId: string
  postId: string
  content: string
  emojiId?: string | null
  createdAt?: string
}

export function addReaction(db: Db, data: NewReaction): boolean {
  const result = stmt(
    db,
    'INSERT OR IGNORE INTO reactions (id, author_id, post_id, content, emoji_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    data.id ?? uuidV4(randomBytes(16)),
    data.authorId,
    data.postId,
    data.content,
    data.emojiId ?? null,
    data.createdAt ?? new Date().toISOString(),
  )
  return result.changes > 0
}

export function removeReaction(db: Db, authorId: string, postId: string, content: string): boolean {
  return (
    stmt(db, 'DELETE FROM reactions WHERE author_id = ? AND post_id = ? AND content = ?').run(authorId, postId, content)
      .changes > 0
  )
}

export type ReactionGroup = { content: string; emoji_id: string | null; account_ids: string[] }

/** Emoji reactions (not likes) grouped by content, in the order each was first used. */
export function reactionGroups(db: Db, postId: string): ReactionGroup[] {
  const rows = stmt(
    db,
    "SELECT author_id, content, emoji_id FROM reactions WHERE post_id = ? AND content != '' ORDER BY created_at, id",
  ).all(postId) as {
    author_id: string
    content: string
    emoji_id: string | null
  }[]
  const groups = new Map<string, ReactionGroup>()
  for (const r of rows) {
    const group = groups.get(r.content) ?? { content: r.content, emoji_id: r.emoji_id, account_ids: [] }
    group.account_ids.push(r.author_id)
    group.emoji_id ??= r.emoji_id
    groups.set(r.content, group)
  }
  return [...groups.values()]
}

export function findRepost(db: Db, originalId: string, authorId: string): PostRow | undefined {
  return stmt(db, 'SELECT * FROM posts WHERE repost_of_id = ? AND author_id = ?').get(originalId, authorId) as
    PostRow | undefined
}

export function insertRepost(
  db: Db,
  original: PostRow,
  authorId: string,
  extra: { id?: string; objectId?: string | null; createdAt?: string; visibility?: 'public' | 'private' } = {},
): PostRow {
  return insertPost(db, {
    id: extra.id,
    authorId,
    content: '',
    contentSource: null,
    inReplyTo: null,
    repostOfId: original.id,
    visibility: extra.visibility ?? 'public',
    sensitive: false,
    mentions: [],
    tags: [],
    objectId: extra.objectId ?? null,
    createdAt: extra.createdAt,
  })
}

export function addBookmark(db: Db, accountId: string, postId: string, createdAt = new Date().toISOString()): void {
  stmt(db, 'INSERT OR IGNORE INTO bookmarks (account_id, post_id, created_at) VALUES (?, ?, ?)').run(
    accountId,
    postId,
    createdAt,
  )
}

export function removeBookmark(db: Db, accountId: string, postId: string): void {
  stmt(db, 'DELETE FROM bookmarks WHERE account_id = ? AND post_id = ?').run(accountId, postId)
}

export type BookmarkPage = { viewer: string; maxId: number | null; limit: number; now: string }

/** The viewer's bookmarks, newest first, paged by the bookmark's own row id; hidden posts are left out. */
export function bookmarkedPosts(db: Db, page: BookmarkPage): { cursor: number; post: PostRow }[] {
  const rows = stmt(
    db,
    `SELECT b.id AS cursor, p.* FROM bookmarks b JOIN posts p ON p.id = b.post_id
     WHERE b.account_id = :viewer AND (:max_id IS NULL OR b.id < :max_id) AND ${VISIBLE_TO_VIEWER}
     ORDER BY b.id DESC LIMIT :limit`,
  ).all({ viewer: page.viewer, max_id: page.maxId, limit: page.limit, now: page.now }) as (PostRow & {
    cursor: number
  })[]
  return rows.map(({ cursor, ...post }) => ({ cursor, post }))
}

export function setPinned(db: Db, postId: string, pinned: boolean): void {
  stmt(db, 'UPDATE posts SET pinned = ? WHERE id = ?').run(pinned ? 1 : 0, postId)
}

export function setIpfsCid(db: Db, postId: string, cid: string): void {
  stmt(db, 'UPDATE posts SET ipfs_cid = ? WHERE id = ?').run(cid, postId)
}
