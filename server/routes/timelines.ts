import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { readConfig } from '../db/config'
import { bookmarkedPosts } from '../db/post-actions'
import { homeTimeline, publicTimeline, tagTimeline, type PostRow } from '../db/posts'
import { hasPermission } from '../domain/roles'
import { optionalUser, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { authError, permissionError, validationError } from '../http/errors'
import { queryBool, queryLimit, queryOf, queryString, queryUuid, setNextLink } from '../http/query'
import { serializeContext, type SerializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

const PAGE_SIZE = 20

function page(req: FastifyRequest) {
  const query = queryOf(req)
  return { maxId: queryUuid(query, 'max_id'), limit: queryLimit(query, PAGE_SIZE) }
}

function respond(req: FastifyRequest, reply: FastifyReply, ctx: SerializeContext, posts: PostRow[], limit: number) {
  setNextLink(req, reply, posts.length, limit, posts.at(-1)?.id)
  return statusEntities(ctx, posts)
}

export function timelineRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Own posts, posts of followed accounts and posts mentioning the reader.
  app.get('/api/v1/timelines/home', async (req, reply) => {
    const user = requireUser(state, req)
    const { maxId, limit } = page(req)
    const ctx = serializeContext(state, req, user)
    const posts = homeTimeline(db, { viewer: user.account.id, maxId, limit, now: ctx.now })
    return respond(req, reply, ctx, posts, limit)
  })

  app.get('/api/v1/timelines/public', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const local = queryBool(queryOf(req), 'local', false)
    const { maxId, limit } = page(req)
    const config = readConfig(db)
    if (!viewer) {
      // Guests read only the local timeline, and only where the instance allows it.
      if (!local || !config.instance_timeline_public) throw authError('authentication required')
    } else if (!local && config.federated_timeline_restricted && !hasPermission(viewer.user.role, 'delete_any_post')) {
      throw permissionError()
    }
    const ctx = serializeContext(state, req, viewer)
    const posts = publicTimeline(db, { viewer: ctx.viewerId, maxId, limit, now: ctx.now, local })
    return respond(req, reply, ctx, posts, limit)
  })

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const { maxId, limit } = page(req)
    const ctx = serializeContext(state, req, viewer)
    const tag = req.params.tag.toLowerCase()
    const posts = tagTimeline(db, { viewer: ctx.viewerId, maxId, limit, now: ctx.now, tag })
    return respond(req, reply, ctx, posts, limit)
  })

  // Paged by the bookmark's own row id, which only the Link header gives out.
  app.get('/api/v1/bookmarks', async (req, reply) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const limit = queryLimit(query, PAGE_SIZE)
    const raw = queryString(query, 'max_id')
    if (raw !== null && !/^-?\d+$/.test(raw))
      throw validationError('Query deserialize error: invalid digit found in string')
    const ctx = serializeContext(state, req, user)
    const rows = bookmarkedPosts(db, {
      viewer: user.account.id,
      maxId: raw === null ? null : Number(raw),
      limit,
      now: ctx.now,
    })
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.cursor.toString())
    return statusEntities(
      ctx,
      rows.map((r) => r.post),
    )
  })
}
