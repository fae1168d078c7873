import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AccountRow } from '../db/accounts'
import { stmt } from '../db/database'
import { getEmoji } from '../db/emojis'
import { canViewPost, getPost, VISIBLE_TO_VIEWER, type PostRow } from '../db/posts'
import { optionalUser, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { notFound } from '../http/errors'
import { mitraPathUuid } from '../http/mitra-path'
import { queryBool, queryLimit, queryOf, queryUuid, setNextLink } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { customEmojiEntity } from '../serializers/media'
import { statusEntities } from '../serializers/status'

type IdParams = { Params: { id: string } }

/** Reactions newer-first, older than the reaction `max_id` (Mitra: post_reaction.id < $max_id). */
const OLDER_THAN = `(:max_id IS NULL OR (r.created_at, r.rowid) < (
    SELECT m.created_at, m.rowid FROM reactions m WHERE m.id = :max_id))`

/**
 * Who liked, reposted or reacted to a post, and the member's own likes (Favourites): 5.9 only.
 * Mitra added reblogged_by in 4.4.0, favourited_by and GET pleroma reactions in 4.5.0, GET
 * /api/v1/favourites in 4.17.0 (v5.9.1 mitra_api/src/mastodon_api/statuses/views.rs,
 * reactions/views.rs, favourites/views.rs); 3.21 has none of them, so they are not registered
 * there and its router answers 404 (the statuses scope's fall-through, or the plain 404).
 *
 * Mitra pages reactions by the reaction's id (a time-ordered UUID there). The demo's reaction ids
 * are random, so it orders by (created_at, rowid) and reads max_id as "older than that reaction".
 */
export function peopleListRoutes(app: FastifyInstance, state: AppState): void {
  if (state.mitra !== '5.9') return
  const { db } = state

  const postFor = (req: FastifyRequest<IdParams>, viewerId: string | null, file: string, route: string): PostRow => {
    const post = getPost(db, mitraPathUuid(state.mitra, req.params.id, file, route))
    if (!post || !canViewPost(db, post, viewerId)) throw notFound('post')
    return post
  }

  // v5.9.1 statuses/views.rs get_favourited_by: a guest gets an empty list; 40 a page.
  app.get<IdParams>('/api/v1/statuses/:id/favourited_by', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const post = postFor(req, viewer?.account.id ?? null, 'statuses/views.rs', 'GET "/{status_id}/favourited_by"')
    const query = queryOf(req)
    const limit = queryLimit(query, 40)
    const maxId = queryUuid(query, 'max_id')
    if (!viewer) return []
    const rows = stmt(
      db,
      `SELECT r.id AS reaction_id, a.* FROM reactions r JOIN accounts a ON a.id = r.author_id
       WHERE r.post_id = :post AND r.content = '' AND ${OLDER_THAN}
       ORDER BY r.created_at DESC, r.rowid DESC LIMIT :limit`,
    ).all({ post: post.id, max_id: maxId, limit }) as (AccountRow & { reaction_id: string })[]
    const ctx = serializeContext(state, req, viewer)
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.reaction_id)
    return rows.map(({ reaction_id: _, ...row }) => accountEntity(ctx, row))
  })

  // v5.9.1 statuses/views.rs get_reblogged_by: reposts the viewer may see, by repost id; 40 a page.
  app.get<IdParams>('/api/v1/statuses/:id/reblogged_by', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const post = postFor(req, viewer?.account.id ?? null, 'statuses/views.rs', 'GET "/{status_id}/reblogged_by"')
    const query = queryOf(req)
    const limit = queryLimit(query, 40)
    const maxId = queryUuid(query, 'max_id')
    if (!viewer) return []
    const ctx = serializeContext(state, req, viewer)
    const rows = stmt(
      db,
      `SELECT p.id AS repost_id, a.* FROM posts p JOIN accounts a ON a.id = p.author_id
       WHERE p.repost_of_id = :post AND (:max_id IS NULL OR p.id < :max_id) AND ${VISIBLE_TO_VIEWER}
       ORDER BY p.id DESC LIMIT :limit`,
    ).all({ post: post.id, max_id: maxId, limit, viewer: viewer.account.id, now: ctx.now }) as (AccountRow & {
      repost_id: string
    })[]
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.repost_id)
    return rows.map(({ repost_id: _, ...row }) => accountEntity(ctx, row))
  })

  // v5.9.1 reactions/views.rs get_post_reactions_view: signed-in only, every emoji reaction
  // grouped by name (a custom emoji's shortcode), with the accounts; likes left out; not paged.
  app.get<IdParams>('/api/v1/pleroma/statuses/:id/reactions', async (req) => {
    const user = requireUser(state, req)
    const post = postFor(req, user.account.id, 'reactions/views.rs', 'GET "/{status_id}/reactions"')
    const rows = stmt(
      db,
      `SELECT r.content, r.emoji_id, a.* FROM reactions r JOIN accounts a ON a.id = r.author_id
       WHERE r.post_id = ? AND r.content != '' ORDER BY r.created_at DESC, r.rowid DESC`,
    ).all(post.id) as (AccountRow & { content: string; emoji_id: string | null })[]
    const ctx = serializeContext(state, req, user)
    const groups: { name: string; url: string | null; count: number; accounts: unknown[]; me: boolean }[] = []
    for (const { content, emoji_id, ...row } of rows) {
      const emoji = emoji_id ? getEmoji(db, emoji_id) : undefined
      const custom = emoji ? customEmojiEntity(ctx, emoji) : null
      const name = custom?.shortcode ?? content
      const mine = row.id === user.account.id
      const group = groups.find((g) => g.name === name)
      if (group) {
        group.count += 1
        group.accounts.push(accountEntity(ctx, row))
        group.me ||= mine
      } else {
        groups.push({ name, url: custom?.url ?? null, count: 1, accounts: [accountEntity(ctx, row)], me: mine })
      }
    }
    return groups
  })
  favouritesRoute(app, state)
}

function favouritesRoute(app: FastifyInstance, state: AppState): void {
  const { db } = state
  // v5.9.1 favourites/views.rs get_favourites_view: the member's likes (all reactions with
  // all_reactions=true), newest first, paged by the reaction's id; 20 a page.
  app.get('/api/v1/favourites', async (req, reply) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const limit = queryLimit(query, 20)
    const maxId = queryUuid(query, 'max_id')
    const all = queryBool(query, 'all_reactions', false)
    const ctx = serializeContext(state, req, user)
    const rows = stmt(
      db,
      `SELECT r.id AS reaction_id, p.* FROM reactions r JOIN posts p ON p.id = r.post_id
       WHERE r.author_id = :viewer AND (:all = 1 OR r.content = '') AND ${OLDER_THAN} AND ${VISIBLE_TO_VIEWER}
       ORDER BY r.created_at DESC, r.rowid DESC LIMIT :limit`,
    ).all({ viewer: user.account.id, all: all ? 1 : 0, max_id: maxId, limit, now: ctx.now }) as (PostRow & {
      reaction_id: string
    })[]
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.reaction_id)
    return statusEntities(
      ctx,
      rows.map(({ reaction_id: _, ...post }) => post),
    )
  })
}
