import type { FastifyInstance } from 'fastify'
import { canViewPost, deletePost, findIdempotentPost, getPost, getThread, saveIdempotencyKey } from '../db/posts'
import { createPost } from '../domain/create-post'
import { hasPermission } from '../domain/roles'
import { optionalUser, requireUser } from '../http/auth'
import { bodyObject, optionalArray, optionalBool, optionalString, optionalUuid, requiredString, type Fields } from '../http/body'
import { instanceHost, type AppState } from '../http/context'
import { notFound, permissionError, validationError } from '../http/errors'
import { pathUuid } from '../http/query'
import { serializeContext } from '../serializers/context'
import { statusEntity } from '../serializers/status'
import { parseUuid, uuidErrorText } from '../domain/ids'

/** `media_ids[]` (JSON) or `media_ids` (form), each a UUID. */
function mediaIds(fields: Fields): string[] {
  const list = optionalArray(fields, 'media_ids[]') ?? optionalArray(fields, 'media_ids') ?? []
  return list.map((v) => {
    const id = typeof v === 'string' ? parseUuid(v) : null
    if (!id) throw validationError(`Json deserialize error: ${typeof v === 'string' ? uuidErrorText(v) : 'invalid type, expected a UUID'}`)
    return id
  })
}

function pollOptions(fields: Fields): string[] {
  const options = optionalArray(fields, 'poll[options][]') ?? []
  return options.filter((o): o is string => typeof o === 'string')
}

type IdParams = { Params: { id: string } }

export function statusRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  app.post('/api/v1/statuses', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const input = {
      text: requiredString(fields, 'status'),
      contentType: optionalString(fields, 'content_type') ?? 'text/markdown',
      inReplyToId: optionalUuid(fields, 'in_reply_to_id'),
      visibility: optionalString(fields, 'visibility'),
      sensitive: optionalBool(fields, 'sensitive') ?? false,
      mediaIds: mediaIds(fields),
      quoteId: optionalUuid(fields, 'quote_id'),
      pollOptions: pollOptions(fields),
    }
    const ctx = serializeContext(state, req, user)
    // A repeated Idempotency-Key from the same user returns the post made the first time.
    const key = req.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' && key !== '' ? key.slice(0, 200) : null
    const post = db.transaction(() => {
      const earlier = idempotencyKey ? findIdempotentPost(db, user.account.id, idempotencyKey) : undefined
      if (earlier) return earlier
      const created = createPost(db, user, input, instanceHost(state, req))
      if (idempotencyKey) saveIdempotencyKey(db, user.account.id, idempotencyKey, created.id)
      return created
    })()
    return statusEntity(ctx, post)
  })

  app.get<IdParams>('/api/v1/statuses/:id', async (req) => {
    const id = pathUuid(req.params.id)
    const viewer = optionalUser(state, req)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, viewer?.account.id ?? null)) throw notFound('post')
    return statusEntity(serializeContext(state, req, viewer), post)
  })

  app.get<IdParams>('/api/v1/statuses/:id/thread', async (req) => {
    const id = pathUuid(req.params.id)
    const viewer = optionalUser(state, req)
    const ctx = serializeContext(state, req, viewer)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, ctx.viewerId, ctx.now)) throw notFound('post')
    return getThread(db, post, ctx.viewerId, ctx.now).map((p) => statusEntity(ctx, p))
  })

  // The author, or an admin (delete_any_post). Answers the deleted post with its source text.
  app.delete<IdParams>('/api/v1/statuses/:id', async (req) => {
    const id = pathUuid(req.params.id)
    const user = requireUser(state, req)
    const post = getPost(db, id)
    if (!post) throw notFound('post')
    if (post.author_id !== user.account.id && !hasPermission(user.user.role, 'delete_any_post')) throw permissionError()
    const entity = { ...statusEntity(serializeContext(state, req, user), post), text: post.content_source ?? '' }
    deletePost(db, post.id)
    return entity
  })
}
