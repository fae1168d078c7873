import type { FastifyInstance } from 'fastify'
import { getAccount } from '../db/accounts'
import { authorPosts } from '../db/profile-posts'
import { hasPermission } from '../domain/roles'
import { loadActivitiesCollection } from '../http/admin-load-bodies'
import { bearerToken, optionalUser, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { AUTH_HEADER_MISSING, authError, notFound, permissionError, validationError } from '../http/errors'
import { mitraPathUuid } from '../http/mitra-path'
import { queryBool, queryLimit, queryOf, queryUuid, setNextLink } from '../http/query'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

export function accountStatusRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Mitra 3.21 defaults exclude_replies to true (later versions to false).
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', async (req, reply) => {
    const viewer = optionalUser(state, req)
    const author = getAccount(
      db,
      mitraPathUuid(
        state.mitra,
        req.params.id,
        'accounts/views.rs',
        'get_account_statuses #[get("/{account_id}/statuses")]',
      ),
    )
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

  // Asks for a remote profile's latest posts (or featured ones). There is no federation here, so
  // nothing arrives: the answer is the 204 Mitra gives once it has queued the fetch.
  // 3.21 (v3.21.0 src/mastodon_api/accounts/views.rs): admins (delete_any_profile) only, no body
  // read. 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs): a JSON body {collection}
  // since 4.2.0 ("outbox" or "featured"), any signed-in user since 5.4.0.
  app.post<{ Params: { id: string } }>('/api/v1/accounts/:id/load_activities', async (req, reply) => {
    // actix runs the extractors in order (BearerAuth, Path, Json) before the view's own checks.
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const id = mitraPathUuid(
      state.mitra,
      req.params.id,
      'accounts/views.rs',
      'load_activities ("/{account_id}/load_activities")',
    )
    const collection = state.mitra === '5.9' ? loadActivitiesCollection(req, state.mitra) : 'outbox'
    const user = requireUser(state, req)
    if (state.mitra === '3.21' && !hasPermission(user.user.role, 'delete_any_profile')) throw permissionError()
    const account = getAccount(db, id)
    if (!account || account.hostname === null) throw notFound('profile')
    if (collection !== 'outbox' && collection !== 'featured') throw validationError('invalid collection type')
    return reply.code(204).send()
  })

  // Any other sub-path: see registerScopeFallThrough in accounts.ts.
}
