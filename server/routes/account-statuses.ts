import type { FastifyInstance } from 'fastify'
import { getAccount } from '../db/accounts'
import { authorPosts } from '../db/profile-posts'
import { optionalUser, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { notFound, permissionError } from '../http/errors'
import { pathUuid, queryBool, queryLimit, queryOf, queryUuid, setNextLink } from '../http/query'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

export function accountStatusRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Mitra 3.21 defaults exclude_replies to true (later versions to false).
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const author = getAccount(db, pathUuid(req.params.id))
    if (!author) throw notFound('profile')
    const query = queryOf(req)
    const filters = {
      excludeReplies: queryBool(query, 'exclude_replies', true),
      excludeReblogs: queryBool(query, 'exclude_reblogs', false),
      pinned: queryBool(query, 'pinned', false),
      onlyMedia: queryBool(query, 'only_media', false),
    }
    const maxId = queryUuid(query, 'max_id')
    const limit = queryLimit(query, 20)
    const ctx = serializeContext(state, req, viewer)
    const posts = authorPosts(db, { author: author.id, viewer: ctx.viewerId, maxId, limit, now: ctx.now, ...filters })
    setNextLink(req, reply, posts.length, limit, posts.at(-1)?.id)
    return statusEntities(ctx, posts)
  })

  // Admins ask for a remote profile's latest posts; there is no federation here, so nothing arrives.
  app.post<{ Params: { id: string } }>('/api/v1/accounts/:id/load_activities', async (req, reply) => {
    const user = requireUser(state, req)
    if (user.user.role !== 'admin') throw permissionError()
    const account = getAccount(db, pathUuid(req.params.id))
    if (!account || account.hostname === null) throw notFound('profile')
    return reply.code(204).send()
  })
}
