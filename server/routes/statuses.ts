import type { FastifyInstance } from 'fastify'
import { canViewPost, deletePost, findIdempotentPost, getPost, getThread, saveIdempotencyKey } from '../db/posts'
import { createPost, editPost } from '../domain/create-post'
import { renderPostContent } from '../domain/post-content'
import { withInstanceUrl } from '../domain/urls'
import { optionalUser, requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import { instanceHost, type AppState } from '../http/context'
import { notFound, permissionError } from '../http/errors'
import { mitraPathUuid, registerScopeFallThrough } from '../http/mitra-path'
import { statusCreateBody, statusEditBody } from '../http/status-body'
import { serializeContext } from '../serializers/context'
import { customEmojiEntity } from '../serializers/media'
import { statusEntities, statusEntity } from '../serializers/status'

type IdParams = { Params: { id: string } }

/** Mitra's status views: their `{status_id}` is a web::Path<Uuid>, a refusal when not a UUID. */
const STATUS_FILE = 'statuses/views.rs'

export function statusRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const statusId = (value: string, route: string) => mitraPathUuid(state.mitra, value, STATUS_FILE, route)

  app.post('/api/v1/statuses', async (req) => {
    const user = requireUser(state, req)
    const input = statusCreateBody(req.body, state.mitra)
    const ctx = serializeContext(state, req, user)
    // A repeated Idempotency-Key from the same user returns the post made the first time.
    const key = req.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' && key !== '' ? key.slice(0, 200) : null
    const post = db.transaction(() => {
      const earlier = idempotencyKey ? findIdempotentPost(db, user.account.id, idempotencyKey) : undefined
      if (earlier) return earlier
      const created = createPost(db, user, input, instanceHost(state, req), state.mitra)
      if (idempotencyKey) saveIdempotencyKey(db, user.account.id, idempotencyKey, created.id)
      return created
    })()
    return statusEntity(ctx, post)
  })

  // Markdown preview: the HTML a post would get, and the custom emojis it names.
  app.post('/api/v1/statuses/preview', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const text = requiredString(fields, 'status')
    const contentType = optionalString(fields, 'content_type') ?? 'text/markdown'
    const ctx = serializeContext(state, req, user)
    const content = renderPostContent(db, text, contentType, instanceHost(state, req), state.mitra)
    return {
      content: withInstanceUrl(content.html, ctx.instanceUrl),
      emojis: content.emojis.map((e) => customEmojiEntity(ctx, e)),
    }
  })

  app.get<IdParams>('/api/v1/statuses/:id', async (req) => {
    const id = statusId(req.params.id, 'get_status #[get("/{status_id}")]')
    const viewer = optionalUser(state, req)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, viewer?.account.id ?? null)) throw notFound('post')
    return statusEntity(serializeContext(state, req, viewer), post)
  })

  app.get<IdParams>('/api/v1/statuses/:id/thread', async (req) => {
    const id = statusId(req.params.id, 'get_thread_view #[get("/{status_id}/thread")]')
    const viewer = optionalUser(state, req)
    const ctx = serializeContext(state, req, viewer)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, ctx.viewerId, ctx.now)) throw notFound('post')
    return statusEntities(ctx, getThread(db, post, ctx.viewerId, ctx.now))
  })

  // The author only; visibility, the reply and the poll stay.
  app.put<IdParams>('/api/v1/statuses/:id', async (req) => {
    const id = statusId(req.params.id, 'edit_status #[put("/{status_id}")]')
    const user = requireUser(state, req)
    const edit = statusEditBody(req.body)
    const post = getPost(db, id)
    if (!post) throw notFound('post')
    const updated = db.transaction(() => editPost(db, user, post, edit, instanceHost(state, req), state.mitra))()
    return statusEntity(serializeContext(state, req, user), updated)
  })

  // text/markdown with the stored source, or text/html with the content (remote or imported posts).
  app.get<IdParams>('/api/v1/statuses/:id/source', async (req) => {
    const id = statusId(req.params.id, 'get_status_source #[get("/{status_id}/source")]')
    const user = requireUser(state, req)
    const post = getPost(db, id)
    if (!post) throw notFound('post')
    if (post.author_id !== user.account.id) throw permissionError()
    const markdown = post.content_source !== null
    const text = markdown
      ? (post.content_source ?? '')
      : withInstanceUrl(post.content, serializeContext(state, req, user).instanceUrl)
    const type = markdown ? 'text/markdown' : 'text/html'
    // StatusSource.title since 5.6.0 (v5.9.1 statuses/types.rs); 3.21's has none.
    const title = state.mitra === '3.21' ? {} : { title: post.title }
    return { id: post.id, content_type: type, text, ...title, spoiler_text: '' }
  })

  // The author only, in both releases (delete_status); admins delete others' posts through
  // DELETE /api/v1/admin/posts/{id} (routes/admin.ts). Answers the deleted post with its source text.
  app.delete<IdParams>('/api/v1/statuses/:id', async (req) => {
    const id = statusId(req.params.id, 'delete_status #[delete("/{status_id}")]')
    const user = requireUser(state, req)
    const post = getPost(db, id)
    if (!post) throw notFound('post')
    if (post.author_id !== user.account.id) throw permissionError()
    const entity = { ...statusEntity(serializeContext(state, req, user), post), text: post.content_source ?? '' }
    deletePost(db, post.id)
    return entity
  })

  // Any other path or method under /api/v1/statuses/: Mitra's router answers 404.
  registerScopeFallThrough(app, state, '/api/v1/statuses')
}
