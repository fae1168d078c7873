import type { FastifyInstance, FastifyRequest } from 'fastify'
import { directConversationOf, directConversationRoots, setConversationTracking } from '../db/conversations'
import { canViewPost, getPost } from '../db/posts'
import { conversationId } from '../domain/conversation-ids'
import { bearerToken, requireUser } from '../http/auth'
import { describe as unexpected } from '../http/body'
import type { AppState } from '../http/context'
import { AUTH_HEADER_MISSING, authError, notFound, validationError } from '../http/errors'
import { MitraRefusal, requireBody } from '../http/mitra-request'
import { mitraPathUuid } from '../http/mitra-path'
import { queryOf, queryString, queryUuid, setNextLink } from '../http/query'
import { conversationEntity } from '../serializers/conversation-entity'
import { serializeContext } from '../serializers/context'
import { statusEntity } from '../serializers/status'

const SOURCE = 'v5.9.1 mitra_api/src/mastodon_api'
type IdParams = { Params: { id: string } }

const refuse = (detail: string, rule: string) => new MitraRefusal(400, `Json deserialize error: ${detail}`, rule)

/**
 * `web::Json<ConversationTrackingForm>` (statuses/types.rs: `status: String`, required): a JSON
 * map with a string `status` (other keys ignored) or, as serde also reads structs, a one-element
 * sequence. Returns the string; its value is checked by the view, after the post is found.
 */
function trackingStatus(req: FastifyRequest, state: AppState): string {
  const rule = `${SOURCE}/statuses/types.rs: conversation_tracking takes web::Json<ConversationTrackingForm> { status: String }`
  requireBody(req, state.mitra, ['json'], rule)
  const body: unknown = req.body
  let value: unknown
  if (Array.isArray(body)) {
    if (body.length === 0)
      throw refuse('invalid length 0, expected struct ConversationTrackingForm with 1 element', rule)
    if (body.length > 1) throw refuse('trailing characters', rule)
    value = body[0]
  } else if (typeof body === 'object' && body !== null) {
    value = (body as Record<string, unknown>).status
    if (value === undefined) throw refuse('missing field `status`', rule)
  } else {
    throw refuse(`invalid type: ${unexpected(body)}, expected struct ConversationTrackingForm`, rule)
  }
  if (typeof value !== 'string') throw refuse(`invalid type: ${unexpected(value)}, expected a string`, rule)
  return value
}

/** PageSize at 5.9 (pagination.rs): an integer from 0 to 200, 20 when absent. */
function pageSize(req: FastifyRequest): number {
  const value = queryString(queryOf(req), 'limit')
  if (value === null) return 20
  const error = (detail: string) => validationError(`Query deserialize error: ${detail}`)
  if (value === '') throw error('cannot parse integer from empty string')
  if (!/^\+?\d+$/.test(value)) throw error('invalid digit found in string')
  if (Number(value) > 65535) throw error('number too large to fit in target type')
  if (Number(value) > 200) throw error('expected an integer between 0 and 201')
  return Number(value)
}

/**
 * Conversations (5.9 dialect only; 3.21 has neither route, and its router answers 404 as this
 * instance does for any path it does not serve):
 * - POST /api/v1/statuses/{id}/conversation_tracking (4.16.0, statuses/views.rs
 *   conversation_tracking_view): follow ("follow") or stop following ("normal") the conversation
 *   of a post the member may see; answers the post.
 * - GET /api/v1/conversations (4.20.0, conversations/views.rs get_conversations_view): the
 *   member's direct conversations, newest conversation first, paged by conversation id.
 */
export function conversationRoutes(app: FastifyInstance, state: AppState): void {
  if (state.mitra === '3.21') return
  const { db } = state

  app.post<IdParams>('/api/v1/statuses/:id/conversation_tracking', async (req) => {
    // actix runs the extractors in order (BearerAuth, Path, Json) before the view's own checks.
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const id = mitraPathUuid(
      state.mitra,
      req.params.id,
      'statuses/views.rs',
      'POST "/{status_id}/conversation_tracking"',
    )
    const status = trackingStatus(req, state)
    const user = requireUser(state, req)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, user.account.id)) throw notFound('post')
    if (status !== 'normal' && status !== 'follow') throw validationError('invalid tracking status')
    // A repost has no conversation: Mitra's expect_conversation panics (no answer of its own).
    if (post.repost_of_id) throw new Error('conversation should not be null')
    setConversationTracking(db, post.thread_root_id, user.account.id, status === 'follow')
    return statusEntity(serializeContext(state, req, user), post)
  })

  app.get('/api/v1/conversations', async (req, reply) => {
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const maxId = queryUuid(queryOf(req), 'max_id')
    const limit = pageSize(req)
    const user = requireUser(state, req)
    const page = directConversationRoots(db, user.account.id)
      .map((root) => ({ root, id: conversationId(root.id) }))
      .filter((c) => maxId === null || c.id < maxId)
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((c) => directConversationOf(db, c.root, user.account.id))
      .filter((row) => row !== undefined)
    const last = page.at(-1)
    setNextLink(req, reply, page.length, limit, last ? conversationId(last.root.id) : undefined)
    const ctx = serializeContext(state, req, user)
    return page.map((row) => conversationEntity(ctx, row))
  })
}
