import { randomBytes } from 'node:crypto'
import { uuidV7 } from '../domain/ids'
import { stmt, type Db } from './database'

export type Visibility = 'public' | 'private' | 'subscribers' | 'conversation' | 'direct'

export type PostRow = {
  id: string
  author_id: string
  content: string
  content_source: string | null
  in_reply_to_id: string | null
  repost_of_id: string | null
  thread_root_id: string
  visibility: Visibility
  sensitive: number
  pinned: number
  object_id: string | null
  url: string | null
  ipfs_cid: string | null
  created_at: string
  edited_at: string | null
  /** ISO 639-1 code (Mitra 3.23.0); only the 5.9 dialect sets and serves it. */
  language: string | null
  /** The group of the post's conversation (Mitra 5.5.0 post.group_id); replies share their root's. */
  group_id: string | null
  /** Plain text (Mitra 5.6.0); only the 5.9 dialect sets and serves it. */
  title: string | null
}

/**
 * Who may see a post (alias p), for viewer :viewer (NULL for guests) at time :now.
 * A conversation reaches the audience of its thread's root: the root author's followers
 * (public or followers-only root) or subscribers (subscribers-only root), plus those mentioned.
 */
export const VISIBLE_TO_VIEWER = `(
  p.visibility = 'public'
  OR p.author_id = :viewer
  OR EXISTS (SELECT 1 FROM post_mentions vm WHERE vm.post_id = p.id AND vm.account_id = :viewer)
  OR (p.visibility = 'private' AND EXISTS (
    SELECT 1 FROM follows vf WHERE vf.source_id = :viewer AND vf.target_id = p.author_id))
  OR (p.visibility = 'subscribers' AND EXISTS (
    SELECT 1 FROM subscriptions vs WHERE vs.sender_id = :viewer AND vs.recipient_id = p.author_id AND vs.expires_at > :now))
  OR (p.visibility = 'conversation' AND EXISTS (
    SELECT 1 FROM posts r WHERE r.id = p.thread_root_id AND (
      r.author_id = :viewer
      OR EXISTS (SELECT 1 FROM post_mentions rm WHERE rm.post_id = r.id AND rm.account_id = :viewer)
      OR (r.visibility IN ('public', 'private') AND EXISTS (
        SELECT 1 FROM follows rf WHERE rf.source_id = :viewer AND rf.target_id = r.author_id))
      OR (r.visibility = 'subscribers' AND EXISTS (
        SELECT 1 FROM subscriptions rs WHERE rs.sender_id = :viewer AND rs.recipient_id = r.author_id AND rs.expires_at > :now)))))
)`

export const NOT_MUTED = `NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.source_id = :viewer AND mu.target_id = p.author_id)`

export function getPost(db: Db, id: string): PostRow | undefined {
  return stmt(db, 'SELECT * FROM posts WHERE id = ?').get(id) as PostRow | undefined
}

export function canViewPost(db: Db, post: PostRow, viewerId: string | null, now = new Date().toISOString()): boolean {
  if (post.visibility === 'public') return true
  if (viewerId === null) return false
  return (
    stmt(db, `SELECT 1 FROM posts p WHERE p.id = :id AND ${VISIBLE_TO_VIEWER}`).get({
      id: post.id,
      viewer: viewerId,
      now,
    }) !== undefined
  )
}

export type NewPost = {
  id?: string
  authorId: string
  content: string
  contentSource: string | null
  inReplyTo: PostRow | null
  repostOfId?: string | null
  visibility: Visibility
  sensitive: boolean
  mentions: string[]
  tags: string[]
  objectId?: string | null
  url?: string | null
  createdAt?: string
  language?: string | null
  /** A top-level post's group; a reply takes its parent's (the conversation's group). */
  groupId?: string | null
  title?: string | null
}

export function insertPost(db: Db, data: NewPost): PostRow {
  const createdAt = data.createdAt ?? new Date().toISOString()
  const id = data.id ?? uuidV7(Date.parse(createdAt), randomBytes(10))
  stmt(
    db,
    `INSERT INTO posts (id, author_id, content, content_source, in_reply_to_id, repost_of_id, thread_root_id, visibility,
       sensitive, object_id, url, created_at, language, group_id, title)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    data.authorId,
    data.content,
    data.contentSource,
    data.inReplyTo?.id ?? null,
    data.repostOfId ?? null,
    data.inReplyTo?.thread_root_id ?? id,
    data.visibility,
    data.sensitive ? 1 : 0,
    data.objectId ?? null,
    data.url ?? null,
    createdAt,
    data.language ?? null,
    data.inReplyTo ? data.inReplyTo.group_id : (data.groupId ?? null),
    data.title ?? null,
  )
  const mention = stmt(db, 'INSERT OR IGNORE INTO post_mentions (post_id, account_id) VALUES (?, ?)')
  for (const accountId of data.mentions) mention.run(id, accountId)
  const tag = stmt(db, 'INSERT OR IGNORE INTO post_tags (post_id, tag, position) VALUES (?, ?, ?)')
  data.tags.forEach((name, i) => tag.run(id, name, i))
  const row = getPost(db, id)
  if (!row) throw new Error('post was not stored')
  return row
}

export function deletePost(db: Db, id: string): void {
  stmt(db, 'DELETE FROM posts WHERE id = ?').run(id)
}

export function getMentionIds(db: Db, postId: string): string[] {
  return (
    stmt(db, 'SELECT account_id FROM post_mentions WHERE post_id = ? ORDER BY rowid').all(postId) as {
      account_id: string
    }[]
  ).map((r) => r.account_id)
}

export function getTags(db: Db, postId: string): string[] {
  return (
    stmt(db, 'SELECT tag FROM post_tags WHERE post_id = ? ORDER BY position').all(postId) as { tag: string }[]
  ).map((r) => r.tag)
}

export function getPostCounts(db: Db, postId: string): { replies: number; reblogs: number; favourites: number } {
  return stmt(
    db,
    `SELECT
       (SELECT COUNT(*) FROM posts WHERE in_reply_to_id = :id) AS replies,
       (SELECT COUNT(*) FROM posts WHERE repost_of_id = :id) AS reblogs,
       (SELECT COUNT(*) FROM reactions WHERE post_id = :id AND content = '') AS favourites`,
  ).get({ id: postId }) as { replies: number; reblogs: number; favourites: number }
}

export type Page = { viewer: string | null; maxId: string | null; limit: number; now: string }

export function homeTimeline(db: Db, page: Page & { viewer: string }): PostRow[] {
  return stmt(
    db,
    // The candidates come from three index searches (own posts, followed authors' posts,
    // mentions) instead of a walk over every post in id order.
    `SELECT p.* FROM posts p
     WHERE p.id IN (
         SELECT o.id FROM posts o WHERE o.author_id = :viewer AND (:max_id IS NULL OR o.id < :max_id)
         UNION ALL
         SELECT fp.id FROM follows f JOIN posts fp ON fp.author_id = f.target_id
         WHERE f.source_id = :viewer AND (:max_id IS NULL OR fp.id < :max_id)
           AND (fp.repost_of_id IS NULL OR f.show_reblogs = 1)
           AND (fp.in_reply_to_id IS NULL OR f.show_replies = 1)
         UNION ALL
         SELECT hm.post_id FROM post_mentions hm WHERE hm.account_id = :viewer AND (:max_id IS NULL OR hm.post_id < :max_id))
       AND ${NOT_MUTED}
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all(params(page)) as PostRow[]
}

/** Public posts (no reposts); local: only by local authors. */
export function publicTimeline(db: Db, page: Page & { local: boolean }): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE (:max_id IS NULL OR p.id < :max_id)
       AND p.visibility = 'public' AND p.repost_of_id IS NULL
       AND (:local = 0 OR EXISTS (SELECT 1 FROM accounts a WHERE a.id = p.author_id AND a.hostname IS NULL))
       AND ${NOT_MUTED}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all({ ...params(page), local: page.local ? 1 : 0 }) as PostRow[]
}

export function tagTimeline(db: Db, page: Page & { tag: string }): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p JOIN post_tags t ON t.post_id = p.id AND t.tag = :tag
     WHERE (:max_id IS NULL OR p.id < :max_id)
       AND p.repost_of_id IS NULL
       AND ${NOT_MUTED}
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all({ ...params(page), tag: page.tag }) as PostRow[]
}

function params(page: Page) {
  return { viewer: page.viewer, max_id: page.maxId, limit: page.limit, now: page.now }
}

/**
 * The whole thread of a post, depth first with replies in time order, keeping only what the
 * viewer may see. Replies under a hidden post still appear (their parent_visible is false).
 */
export function getThread(db: Db, post: PostRow, viewerId: string | null, now: string): PostRow[] {
  const all = stmt(db, 'SELECT * FROM posts WHERE thread_root_id = ? AND repost_of_id IS NULL ORDER BY id').all(
    post.thread_root_id,
  ) as PostRow[]
  const visible = new Set(
    (
      stmt(db, `SELECT p.id FROM posts p WHERE p.thread_root_id = :root AND ${VISIBLE_TO_VIEWER}`).all({
        root: post.thread_root_id,
        viewer: viewerId,
        now,
      }) as { id: string }[]
    ).map((r) => r.id),
  )
  const children = new Map<string | null, PostRow[]>()
  for (const p of all) {
    const key = p.id === post.thread_root_id ? null : p.in_reply_to_id
    const list = children.get(key) ?? []
    list.push(p)
    children.set(key, list)
  }
  const ordered: PostRow[] = []
  const walk = (parent: string | null) => {
    for (const child of children.get(parent) ?? []) {
      if (visible.has(child.id)) ordered.push(child)
      walk(child.id)
    }
  }
  walk(null)
  return ordered
}

export function findIdempotentPost(db: Db, userId: string, key: string): PostRow | undefined {
  return stmt(
    db,
    'SELECT p.* FROM idempotency_keys k JOIN posts p ON p.id = k.post_id WHERE k.user_id = ? AND k.key = ?',
  ).get(userId, key) as PostRow | undefined
}

export function saveIdempotencyKey(db: Db, userId: string, key: string, postId: string): void {
  stmt(db, 'INSERT OR REPLACE INTO idempotency_keys (user_id, key, post_id, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    key,
    postId,
    new Date().toISOString(),
  )
}

export type PostUpdate = {
  content: string
  contentSource: string | null
  sensitive: boolean
  mentions: string[]
  tags: string[]
  editedAt: string
  /** Replaced on every edit, as Mitra's PostUpdateData: absent clears it. */
  language?: string | null
  /** Replaced on every edit, as Mitra's PostUpdateData: absent clears it. */
  title?: string | null
}

/** An edit: new content, mentions and tags; visibility, replies and poll stay as they were. */
export function updatePost(db: Db, id: string, data: PostUpdate): PostRow {
  stmt(
    db,
    'UPDATE posts SET content = ?, content_source = ?, sensitive = ?, edited_at = ?, language = ?, title = ? WHERE id = ?',
  ).run(
    data.content,
    data.contentSource,
    data.sensitive ? 1 : 0,
    data.editedAt,
    data.language ?? null,
    data.title ?? null,
    id,
  )
  stmt(db, 'DELETE FROM post_mentions WHERE post_id = ?').run(id)
  const mention = stmt(db, 'INSERT OR IGNORE INTO post_mentions (post_id, account_id) VALUES (?, ?)')
  for (const accountId of data.mentions) mention.run(id, accountId)
  stmt(db, 'DELETE FROM post_tags WHERE post_id = ?').run(id)
  const tag = stmt(db, 'INSERT OR IGNORE INTO post_tags (post_id, tag, position) VALUES (?, ?, ?)')
  data.tags.forEach((name, i) => tag.run(id, name, i))
  const row = getPost(db, id)
  if (!row) throw new Error('post vanished')
  return row
}

/** The posts this one links to (quotes), in order. */
export function setPostLinks(db: Db, sourceId: string, targetIds: readonly string[]): void {
  stmt(db, 'DELETE FROM post_links WHERE source_id = ?').run(sourceId)
  const link = stmt(db, 'INSERT OR IGNORE INTO post_links (source_id, target_id, position) VALUES (?, ?, ?)')
  targetIds.forEach((target, i) => link.run(sourceId, target, i))
}

export function getLinkedIds(db: Db, sourceId: string): string[] {
  return (
    stmt(db, 'SELECT target_id FROM post_links WHERE source_id = ? ORDER BY position').all(sourceId) as {
      target_id: string
    }[]
  ).map((r) => r.target_id)
}
