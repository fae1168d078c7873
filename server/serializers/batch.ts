import { getAccount, getAccountCounts, type AccountCounts, type AccountRow } from '../db/accounts'
import { stmt } from '../db/database'
import { getEmoji, type EmojiRow } from '../db/emojis'
import type { MediaRow } from '../db/media'
import { getPoll, type Poll, type PollRow } from '../db/polls'
import type { ReactionGroup } from '../db/post-actions'
import { getPost, getPostCounts, VISIBLE_TO_VIEWER, type PostRow } from '../db/posts'
import type { SerializeContext } from './context'

/**
 * What the serialisers need for a page of posts, loaded with a fixed number of statements
 * (ids passed as one JSON array through json_each), so that a page costs the same number of
 * queries whatever its length. The serialisers read from here and fall back to single-row
 * queries for anything not preloaded.
 */
export type Batch = {
  posts: Map<string, PostRow>
  /** Posts whose related rows (counts, tags, media…) are loaded; absent rows then mean none. */
  loaded: Set<string>
  accounts: Map<string, AccountRow>
  accountCounts: Map<string, AccountCounts>
  postCounts: Map<string, { replies: number; reblogs: number; favourites: number }>
  links: Map<string, string[]>
  mentions: Map<string, string[]>
  tags: Map<string, string[]>
  media: Map<string, MediaRow[]>
  postEmojis: Map<string, EmojiRow[]>
  emojis: Map<string, EmojiRow>
  polls: Map<string, Poll>
  ownVotes: Map<string, number[]>
  flags: Map<string, { favourited: boolean; reblogged: boolean; bookmarked: boolean }>
  reactions: Map<string, ReactionGroup[]>
}

export function emptyBatch(): Batch {
  return {
    posts: new Map(),
    loaded: new Set(),
    accounts: new Map(),
    accountCounts: new Map(),
    postCounts: new Map(),
    links: new Map(),
    mentions: new Map(),
    tags: new Map(),
    media: new Map(),
    postEmojis: new Map(),
    emojis: new Map(),
    polls: new Map(),
    ownVotes: new Map(),
    flags: new Map(),
    reactions: new Map(),
  }
}

const IDS = 'SELECT value FROM json_each(:ids)'

function rows<T>(ctx: SerializeContext, sql: string, ids: Iterable<string>, extra: Record<string, unknown> = {}): T[] {
  // Run even for no ids: the number of statements per page stays the same whatever it holds.
  return stmt(ctx.db, sql).all({ ids: JSON.stringify([...new Set(ids)]), ...extra }) as T[]
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Posts referenced by the page (parents, reposted originals, quotes), a few levels deep. */
function loadPostGraph(ctx: SerializeContext, batch: Batch, posts: readonly PostRow[]): void {
  let frontier = posts.filter((p) => !batch.posts.has(p.id) || !batch.links.has(p.id))
  for (const p of frontier) batch.posts.set(p.id, p)
  // A repost of a reply quoting a post is three levels: more is rare and falls back to single queries.
  for (let round = 0; round < 3; round++) {
    const sources = frontier.map((p) => p.id)
    for (const id of sources) batch.links.set(id, [])
    for (const l of rows<{ source_id: string; target_id: string }>(
      ctx,
      `SELECT source_id, target_id FROM post_links WHERE source_id IN (${IDS}) ORDER BY source_id, position`,
      sources,
    )) {
      push(batch.links, l.source_id, l.target_id)
    }
    const wanted = new Set<string>()
    for (const p of frontier) {
      for (const id of [p.in_reply_to_id, p.repost_of_id, ...(batch.links.get(p.id) ?? [])])
        if (id && !batch.posts.has(id)) wanted.add(id)
    }
    frontier = rows<PostRow>(ctx, `SELECT * FROM posts WHERE id IN (${IDS})`, wanted)
    for (const p of frontier) batch.posts.set(p.id, p)
  }
}

function loadPostData(ctx: SerializeContext, batch: Batch, ids: string[]): void {
  for (const id of ids) {
    batch.loaded.add(id)
    batch.postCounts.set(id, { replies: 0, reblogs: 0, favourites: 0 })
  }
  const count = (sql: string, key: 'replies' | 'reblogs' | 'favourites') => {
    for (const r of rows<{ id: string; n: number }>(ctx, sql, ids)) {
      const counts = batch.postCounts.get(r.id)
      if (counts) counts[key] = r.n
    }
  }
  count(
    `SELECT in_reply_to_id AS id, COUNT(*) AS n FROM posts WHERE in_reply_to_id IN (${IDS}) GROUP BY in_reply_to_id`,
    'replies',
  )
  count(
    `SELECT repost_of_id AS id, COUNT(*) AS n FROM posts WHERE repost_of_id IN (${IDS}) GROUP BY repost_of_id`,
    'reblogs',
  )
  count(
    `SELECT post_id AS id, COUNT(*) AS n FROM reactions WHERE post_id IN (${IDS}) AND content = '' GROUP BY post_id`,
    'favourites',
  )

  for (const r of rows<{ post_id: string; account_id: string }>(
    ctx,
    `SELECT post_id, account_id FROM post_mentions WHERE post_id IN (${IDS}) ORDER BY rowid`,
    ids,
  )) {
    push(batch.mentions, r.post_id, r.account_id)
  }
  for (const r of rows<{ post_id: string; tag: string }>(
    ctx,
    `SELECT post_id, tag FROM post_tags WHERE post_id IN (${IDS}) ORDER BY post_id, position`,
    ids,
  )) {
    push(batch.tags, r.post_id, r.tag)
  }
  for (const m of rows<MediaRow>(
    ctx,
    `SELECT * FROM media_attachments WHERE post_id IN (${IDS}) ORDER BY post_id, position, created_at`,
    ids,
  )) {
    if (m.post_id) push(batch.media, m.post_id, m)
  }
  for (const e of rows<EmojiRow & { post_id: string }>(
    ctx,
    `SELECT pe.post_id, e.* FROM post_emojis pe JOIN custom_emojis e ON e.id = pe.emoji_id WHERE pe.post_id IN (${IDS}) ORDER BY pe.rowid`,
    ids,
  )) {
    const { post_id, ...emoji } = e
    push(batch.postEmojis, post_id, emoji)
  }
  for (const p of rows<PollRow>(ctx, `SELECT * FROM polls WHERE post_id IN (${IDS})`, ids)) {
    batch.polls.set(p.post_id, {
      postId: p.post_id,
      multiple: p.multiple === 1,
      expiresAt: p.expires_at,
      options: JSON.parse(p.options) as Poll['options'],
    })
  }
  const reactions = rows<{ post_id: string; author_id: string; content: string; emoji_id: string | null }>(
    ctx,
    `SELECT post_id, author_id, content, emoji_id FROM reactions WHERE post_id IN (${IDS}) AND content != '' ORDER BY created_at, id`,
    ids,
  )
  const groups = new Map<string, Map<string, ReactionGroup>>()
  for (const r of reactions) {
    const byContent = groups.get(r.post_id) ?? new Map<string, ReactionGroup>()
    groups.set(r.post_id, byContent)
    const group = byContent.get(r.content) ?? { content: r.content, emoji_id: r.emoji_id, account_ids: [] }
    group.account_ids.push(r.author_id)
    group.emoji_id ??= r.emoji_id
    byContent.set(r.content, group)
  }
  for (const [postId, byContent] of groups) batch.reactions.set(postId, [...byContent.values()])
  const emojiIds = reactions.map((r) => r.emoji_id).filter((id): id is string => id !== null && !batch.emojis.has(id))
  for (const e of rows<EmojiRow>(ctx, `SELECT * FROM custom_emojis WHERE id IN (${IDS})`, emojiIds))
    batch.emojis.set(e.id, e)

  if (ctx.viewerId === null) return
  const viewer = { viewer: ctx.viewerId }
  for (const id of ids) batch.flags.set(id, { favourited: false, reblogged: false, bookmarked: false })
  const flag = (sql: string, key: 'favourited' | 'reblogged' | 'bookmarked') => {
    for (const r of rows<{ id: string }>(ctx, sql, ids, viewer)) {
      const flags = batch.flags.get(r.id)
      if (flags) flags[key] = true
    }
  }
  flag(
    `SELECT post_id AS id FROM reactions WHERE author_id = :viewer AND content = '' AND post_id IN (${IDS})`,
    'favourited',
  )
  flag(`SELECT repost_of_id AS id FROM posts WHERE author_id = :viewer AND repost_of_id IN (${IDS})`, 'reblogged')
  flag(`SELECT post_id AS id FROM bookmarks WHERE account_id = :viewer AND post_id IN (${IDS})`, 'bookmarked')
  for (const id of ids) batch.ownVotes.set(id, [])
  for (const r of rows<{ post_id: string; choice: number }>(
    ctx,
    `SELECT post_id, choice FROM poll_votes WHERE account_id = :viewer AND post_id IN (${IDS}) ORDER BY post_id, choice`,
    ids,
    viewer,
  )) {
    push(batch.ownVotes, r.post_id, r.choice)
  }
  const hidden = ids.filter((id) => batch.posts.get(id)?.visibility !== 'public' && !ctx.visible.has(id))
  const seen = new Set(
    rows<{ id: string }>(ctx, `SELECT p.id FROM posts p WHERE p.id IN (${IDS}) AND ${VISIBLE_TO_VIEWER}`, hidden, {
      ...viewer,
      now: ctx.now,
    }).map((r) => r.id),
  )
  for (const id of hidden) ctx.visible.set(id, seen.has(id))
}

/** Accounts and their counters, for ids not loaded yet. */
export function loadAccounts(ctx: SerializeContext, ids: Iterable<string>): void {
  const batch = (ctx.batch ??= emptyBatch())
  const wanted = [...new Set(ids)].filter((id) => !batch.accounts.has(id) && !ctx.accounts.has(id))
  for (const a of rows<AccountRow>(ctx, `SELECT * FROM accounts WHERE id IN (${IDS})`, wanted))
    batch.accounts.set(a.id, a)
  for (const id of wanted) batch.accountCounts.set(id, { followers: 0, following: 0, subscribers: 0, statuses: 0 })
  const count = (sql: string, key: keyof AccountCounts) => {
    for (const r of rows<{ id: string; n: number }>(ctx, sql, wanted, key === 'subscribers' ? { now: ctx.now } : {})) {
      const counts = batch.accountCounts.get(r.id)
      if (counts) counts[key] = r.n
    }
  }
  count(
    `SELECT target_id AS id, COUNT(*) AS n FROM follows WHERE target_id IN (${IDS}) GROUP BY target_id`,
    'followers',
  )
  count(
    `SELECT source_id AS id, COUNT(*) AS n FROM follows WHERE source_id IN (${IDS}) GROUP BY source_id`,
    'following',
  )
  count(
    `SELECT recipient_id AS id, COUNT(*) AS n FROM subscriptions WHERE recipient_id IN (${IDS}) AND expires_at > :now GROUP BY recipient_id`,
    'subscribers',
  )
  count(`SELECT author_id AS id, COUNT(*) AS n FROM posts WHERE author_id IN (${IDS}) GROUP BY author_id`, 'statuses')
}

/** Preloads everything statusEntity reads for these posts (and the posts they point at). */
export function loadStatuses(
  ctx: SerializeContext,
  posts: readonly PostRow[],
  extraAccounts: Iterable<string> = [],
): void {
  const batch = (ctx.batch ??= emptyBatch())
  loadPostGraph(ctx, batch, posts)
  const ids = [...batch.posts.keys()].filter((id) => !batch.loaded.has(id))
  loadPostData(ctx, batch, ids)
  const accounts = new Set<string>(extraAccounts)
  for (const p of batch.posts.values()) {
    accounts.add(p.author_id)
    if (p.group_id !== null) accounts.add(p.group_id)
  }
  for (const list of batch.mentions.values()) for (const id of list) accounts.add(id)
  loadAccounts(ctx, accounts)
}

// Readers: the preloaded rows when there are any, single-row queries otherwise.

export function postOf(ctx: SerializeContext, id: string): PostRow | undefined {
  return ctx.batch?.posts.get(id) ?? getPost(ctx.db, id)
}

export function accountOf(ctx: SerializeContext, id: string): AccountRow | undefined {
  return ctx.batch?.accounts.get(id) ?? getAccount(ctx.db, id)
}

export function accountCountsOf(ctx: SerializeContext, id: string): AccountCounts {
  return ctx.batch?.accountCounts.get(id) ?? getAccountCounts(ctx.db, id, ctx.now)
}

export function emojiOf(ctx: SerializeContext, id: string): EmojiRow | undefined {
  return ctx.batch?.emojis.get(id) ?? getEmoji(ctx.db, id)
}

/** Per-post rows: from the batch when the post was preloaded (a missing entry is "none"). */
export function postData<K extends 'links' | 'mentions' | 'tags' | 'media' | 'postEmojis' | 'reactions' | 'ownVotes'>(
  ctx: SerializeContext,
  key: K,
  postId: string,
  load: () => NonNullable<ReturnType<Batch[K]['get']>>,
): NonNullable<ReturnType<Batch[K]['get']>> {
  const batch = ctx.batch
  if (!batch?.loaded.has(postId)) return load()
  if (key === 'ownVotes' && ctx.viewerId === null) return load()
  return (
    (batch[key].get(postId) as NonNullable<ReturnType<Batch[K]['get']>> | undefined) ??
    ([] as NonNullable<ReturnType<Batch[K]['get']>>)
  )
}

export function postCountsOf(ctx: SerializeContext, postId: string) {
  return ctx.batch?.postCounts.get(postId) ?? getPostCounts(ctx.db, postId)
}

export function pollOf(ctx: SerializeContext, postId: string): Poll | undefined {
  const batch = ctx.batch
  return batch?.loaded.has(postId) ? batch.polls.get(postId) : getPoll(ctx.db, postId)
}

export function viewerFlagsOf(ctx: SerializeContext, postId: string) {
  return ctx.batch?.flags.get(postId)
}
