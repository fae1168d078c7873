import { stmt, type Db } from './database'
import { VISIBLE_TO_VIEWER, type Page, type PostRow } from './posts'

export type ProfileFilters = { excludeReplies: boolean; excludeReblogs: boolean; pinned: boolean; onlyMedia: boolean }

/** An author's posts the viewer may see, newest first; reposts count as the author's posts. */
export function authorPosts(db: Db, page: Page & { author: string } & ProfileFilters): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE p.author_id = :author AND (:max_id IS NULL OR p.id < :max_id)
       AND (:exclude_replies = 0 OR p.in_reply_to_id IS NULL)
       AND (:exclude_reblogs = 0 OR p.repost_of_id IS NULL)
       AND (:pinned = 0 OR p.pinned = 1)
       AND (:only_media = 0 OR EXISTS (SELECT 1 FROM media_attachments m WHERE m.post_id = p.id))
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all({
    author: page.author,
    viewer: page.viewer,
    max_id: page.maxId,
    limit: page.limit,
    now: page.now,
    exclude_replies: page.excludeReplies ? 1 : 0,
    exclude_reblogs: page.excludeReblogs ? 1 : 0,
    pinned: page.pinned ? 1 : 0,
    only_media: page.onlyMedia ? 1 : 0,
  }) as PostRow[]
}
