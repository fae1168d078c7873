import { stmt } from '../db/database'
import { postEmojis } from '../db/emojis'
import { postMedia } from '../db/media'
import { reactionGroups } from '../db/post-actions'
import { canViewPost, getMentionIds, getTags, type PostRow } from '../db/posts'
import { localObjectPath, tagPath, withInstanceUrl } from '../domain/urls'
import { accountEntity, accountEntityById, profileUrl } from './account'
import { accountOf, emojiOf, loadStatuses, postCountsOf, postData, postOf, viewerFlagsOf } from './batch'
import type { SerializeContext } from './context'
import { statusConversationFields } from './conversation'
import { attachmentEntity, customEmojiEntity, postPollEntity } from './media'

function isVisible(ctx: SerializeContext, post: PostRow): boolean {
  let v = ctx.visible.get(post.id)
  if (v === undefined) {
    v = canViewPost(ctx.db, post, ctx.viewerId, ctx.now)
    ctx.visible.set(post.id, v)
  }
  return v
}

export function postUri(ctx: SerializeContext, post: PostRow): string {
  return post.object_id ?? ctx.instanceUrl + localObjectPath(post.id)
}

/** pleroma.emoji_reactions: custom emoji reactions are named by shortcode and carry the image URL. */
function emojiReactions(ctx: SerializeContext, postId: string) {
  return postData(ctx, 'reactions', postId, () => reactionGroups(ctx.db, postId)).map((group) => {
    const emoji = group.emoji_id ? emojiOf(ctx, group.emoji_id) : undefined
    const custom = emoji ? customEmojiEntity(ctx, emoji) : null
    return {
      // Mitra sends who reacted up to 4.4.0 only.
      ...(ctx.mitra === '3.21' ? { account_ids: group.account_ids } : {}),
      count: group.account_ids.length,
      me: ctx.viewerId !== null && group.account_ids.includes(ctx.viewerId),
      name: custom?.shortcode ?? group.content,
      url: custom?.url ?? null,
    }
  })
}

function viewerFlags(ctx: SerializeContext, postId: string) {
  if (!ctx.viewerId) return { favourited: false, reblogged: false, bookmarked: false }
  const preloaded = viewerFlagsOf(ctx, postId)
  if (preloaded) return { ...preloaded }
  const row = stmt(
    ctx.db,
    `SELECT
       EXISTS (SELECT 1 FROM reactions WHERE post_id = :post AND author_id = :viewer AND content = '') AS favourited,
       EXISTS (SELECT 1 FROM posts WHERE repost_of_id = :post AND author_id = :viewer) AS reblogged,
       EXISTS (SELECT 1 FROM bookmarks WHERE post_id = :post AND account_id = :viewer) AS bookmarked`,
  ).get({ post: postId, viewer: ctx.viewerId }) as { favourited: number; reblogged: number; bookmarked: number }
  return { favourited: row.favourited === 1, reblogged: row.reblogged === 1, bookmarked: row.bookmarked === 1 }
}

function linkedPosts(ctx: SerializeContext, postId: string): PostRow[] {
  const ids = ctx.batch?.loaded.has(postId) ? ctx.batch.links.get(postId) : undefined
  if (ids) {
    const posts = ids.map((id) => postOf(ctx, id))
    if (posts.every((p) => p !== undefined)) return posts
  }
  return stmt(
    ctx.db,
    'SELECT p.* FROM post_links l JOIN posts p ON p.id = l.target_id WHERE l.source_id = ? ORDER BY l.position',
  ).all(postId) as PostRow[]
}

/** A page of statuses: everything they need is loaded first with a fixed number of queries. */
export function statusEntities(ctx: SerializeContext, posts: readonly PostRow[]): Record<string, unknown>[] {
  loadStatuses(ctx, posts)
  return posts.map((p) => statusEntity(ctx, p))
}

/**
 * Mitra 5.6+ puts a post's title before its content as a heading (v5.9.1 statuses/types.rs
 * get_full_content: `<h1>{title}</h1>{content}`, then sanitised). Here the title is escaped as
 * text, where ammonia would drop tags typed in it. Only the 5.9 dialect stores titles.
 */
const withTitle = (post: PostRow, content: string): string =>
  post.title === null ? content : `<h1>${escapeText(post.title)}</h1>${content}`

/** Text as an HTML serialiser writes it (html5ever, behind ammonia): quotes stay as they are. */
const escapeText = (text: string): string =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))

/** Mitra's Status entity (3.21) for a post row, as the context's viewer sees it. */
export function statusEntity(ctx: SerializeContext, post: PostRow, depth = 0): Record<string, unknown> {
  const author = accountOf(ctx, post.author_id)
  if (!author) throw new Error(`author of ${post.id} is missing`)
  const parent = post.in_reply_to_id ? postOf(ctx, post.in_reply_to_id) : undefined
  const parentAuthor = parent ? accountOf(ctx, parent.author_id) : undefined
  const original = post.repost_of_id ? postOf(ctx, post.repost_of_id) : undefined
  const counts = postCountsOf(ctx, post.id)
  // Linked (quoted) posts, one level deep, only those the reader may see.
  const linked =
    depth > 0
      ? []
      : linkedPosts(ctx, post.id)
          .filter((p) => isVisible(ctx, p))
          .map((p) => statusEntity(ctx, p, depth + 1))
  const uri = postUri(ctx, post)
  const mentions = postData(ctx, 'mentions', post.id, () => getMentionIds(ctx.db, post.id))
    .map((id) => accountOf(ctx, id))
    .filter((a) => a !== undefined)
    .map((a) => ({ id: a.id, username: a.username, acct: a.acct, url: profileUrl(ctx, a) }))
  return {
    id: post.id,
    uri,
    url: post.url ?? uri,
    created_at: post.created_at,
    edited_at: post.edited_at,
    account: accountEntity(ctx, author),
    content: withTitle(post, withInstanceUrl(post.content, ctx.instanceUrl)),
    // Since 3.23.0 (Status.language, an ISO 639-1 code or null); 3.21's Status has no such field.
    ...(ctx.mitra === '3.21' ? {} : { language: post.language }),
    // Since 5.6.0 (Status.title, plain text or null); 3.21's Status has no such field.
    ...(ctx.mitra === '3.21' ? {} : { title: post.title }),
    in_reply_to_id: post.in_reply_to_id,
    in_reply_to_account_id: parent?.author_id ?? null,
    reblog: original ? statusEntity(ctx, original, depth) : null,
    visibility: post.visibility,
    sensitive: post.sensitive === 1,
    spoiler_text: '',
    pinned: post.pinned === 1,
    replies_count: counts.replies,
    favourites_count: counts.favourites,
    reblogs_count: counts.reblogs,
    poll: postPollEntity(ctx, post.id),
    media_attachments: postData(ctx, 'media', post.id, () => postMedia(ctx.db, post.id)).map((m) =>
      attachmentEntity(ctx, m),
    ),
    mentions,
    tags: postData(ctx, 'tags', post.id, () => getTags(ctx.db, post.id)).map((name) => ({
      name,
      url: ctx.instanceUrl + tagPath(name),
    })),
    emojis: postData(ctx, 'postEmojis', post.id, () => postEmojis(ctx.db, post.id)).map((e) =>
      customEmojiEntity(ctx, e),
    ),
    ...viewerFlags(ctx, post.id),
    pleroma: {
      emoji_reactions: emojiReactions(ctx, post.id),
      in_reply_to_account_acct: parentAuthor?.acct ?? null,
      // Mitra reports the parent as visible only when the reader may see it.
      parent_visible: parent !== undefined && isVisible(ctx, parent),
      quote: linked[0] ?? null,
      // 3.21: whether there is a quote; since 4.6.0: false only when its author is muted.
      quote_visible: ctx.mitra === '3.21' ? linked.length > 0 : linked[0]?.hidden !== true,
    },
    // Since 4.6.0: the quote as Mastodon's Quote (Mitra only ever says "accepted"), and `hidden`.
    ...(ctx.mitra === '3.21'
      ? {}
      : {
          quote: linked[0] ? { state: 'accepted', quoted_status: linked[0] } : null,
          hidden: isHidden(ctx, post.author_id),
        }),
    ipfs_cid: post.ipfs_cid,
    links: linked,
    // Since 5.7.0 (Status.group, an Option<Account>: null outside groups); 3.21's Status has none.
    ...(ctx.mitra === '3.21' ? {} : { group: post.group_id === null ? null : accountEntityById(ctx, post.group_id) }),
    // Since 5.8.0 (`conversation`) and 4.16.0 (`conversation_tracking`); 3.21's Status has neither.
    ...(ctx.mitra === '3.21' ? {} : statusConversationFields(ctx, post)),
  }
}

/** The authors the viewer muted, read once per response. */
const mutedByViewer = new WeakMap<SerializeContext, Set<string>>()

/** Since 4.6.0 every Status says whether the viewer muted its author (`hidden`; false for guests). */
function isHidden(ctx: SerializeContext, authorId: string): boolean {
  if (!ctx.viewerId) return false
  let muted = mutedByViewer.get(ctx)
  if (!muted) {
    const rows = stmt(ctx.db, 'SELECT target_id FROM mutes WHERE source_id = ?').all(ctx.viewerId) as {
      target_id: string
    }[]
    muted = new Set(rows.map((r) => r.target_id))
    mutedByViewer.set(ctx, muted)
  }
  return muted.has(authorId)
}
