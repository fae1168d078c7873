import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { User } from '../db/accounts'
import { readConfig } from '../db/config'
import { getLocalEmoji, getEmoji } from '../db/emojis'
import {
  addBookmark,
  addReaction,
  findRepost,
  insertRepost,
  reactionGroups,
  removeBookmark,
  removeReaction,
  setIpfsCid,
  setPinned,
} from '../db/post-actions'
import { notify } from '../db/notifications'
import { canViewPost, deletePost, getPost, type PostRow } from '../db/posts'
import { cleanEmojiName, isSingleGrapheme } from '../domain/emojis'
import { fakeCid } from '../domain/ipfs'
import { hasPermission } from '../domain/roles'
import { parseRepostVisibility } from '../domain/visibility'
import { loadConversationUseContext } from '../http/admin-load-bodies'
import { bearerToken, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import {
  AUTH_HEADER_MISSING,
  authError,
  notFound,
  notSupported,
  operationError,
  permissionError,
  validationError,
} from '../http/errors'
import { mitraPathUuid } from '../http/mitra-path'
import { serializeContext } from '../serializers/context'
import { statusEntity } from '../serializers/status'

type IdParams = { Params: { id: string } }
type ReactionParams = { Params: { id: string; content: string } }

/**
 * What members do to posts: like, react, repost, bookmark, pin, save to IPFS, and (admins)
 * load a remote conversation. Each answers the post as the member now sees it.
 */
export function statusActionRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  /**
   * The `{status_id}` segment of the route: Mitra's web::Path<Uuid> refuses anything but a UUID
   * (statuses/views.rs; the Pleroma reactions are in reactions/views.rs).
   */
  const statusId = (req: FastifyRequest<IdParams>) => {
    const url = req.routeOptions.url ?? ''
    const pleroma = url.startsWith('/api/v1/pleroma/')
    const route = url
      .replace(/^\/api\/v1\/(pleroma\/)?statuses/, '')
      .replace(':id', '{status_id}')
      .replace(':content', '{content}')
    return mitraPathUuid(
      state.mitra,
      req.params.id,
      pleroma ? 'reactions/views.rs' : 'statuses/views.rs',
      `${req.method} "${route}"`,
    )
  }

  /** The post, if the user may see it (Mitra's get_post_by_id_for_view). */
  const visiblePost = (req: FastifyRequest<IdParams>, user: User): PostRow => {
    const post = getPost(db, statusId(req))
    if (!post || !canViewPost(db, post, user.account.id)) throw notFound('post')
    return post
  }
  const answer = (req: FastifyRequest, user: User, post: PostRow) =>
    statusEntity(serializeContext(state, req, user), post)

  app.post<IdParams>('/api/v1/statuses/:id/favourite', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    // A repost cannot be liked; its original can.
    if (post.repost_of_id) throw notFound('post')
    if (addReaction(db, { authorId: user.account.id, postId: post.id, content: '' })) {
      notify(db, { recipientId: post.author_id, senderId: user.account.id, type: 'favourite', postId: post.id })
    }
    return answer(req, user, post)
  })

  app.post<IdParams>('/api/v1/statuses/:id/unfavourite', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    removeReaction(db, user.account.id, post.id, '')
    return answer(req, user, post)
  })

  // A unicode emoji (one character) or a custom emoji by name or :shortcode:.
  app.put<ReactionParams>('/api/v1/pleroma/statuses/:id/reactions/:content', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    if (post.repost_of_id) throw notFound('post')
    const raw = req.params.content
    let content = raw
    let emojiId: string | null = null
    if (!isSingleGrapheme(raw)) {
      const name = cleanEmojiName(raw)
      // A custom emoji already used on the post (possibly a remote one) wins over a local lookup.
      const used = reactionGroups(db, post.id).find((g) => g.content === `:${name}:` && g.emoji_id)
      const emoji = used?.emoji_id ? getEmoji(db, used.emoji_id) : getLocalEmoji(db, name)
      if (!emoji) throw notFound('emoji')
      content = `:${emoji.shortcode}:`
      emojiId = emoji.id
    }
    if (!addReaction(db, { authorId: user.account.id, postId: post.id, content, emojiId }))
      throw validationError('reaction already exists')
    const reaction = { content, emojiId }
    notify(db, {
      recipientId: post.author_id,
      senderId: user.account.id,
      type: 'pleroma:emoji_reaction',
      postId: post.id,
      reaction,
    })
    return answer(req, user, post)
  })

  app.delete<ReactionParams>('/api/v1/pleroma/statuses/:id/reactions/:content', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    const raw = req.params.content
    const content = isSingleGrapheme(raw) ? raw : `:${cleanEmojiName(raw)}:`
    if (!removeReaction(db, user.account.id, post.id, content)) throw notFound('reaction')
    return answer(req, user, post)
  })

  // Answers the repost, whose `reblog` is the original. Only public posts can be reposted.
  // 5.9 (v5.9.1 statuses/views.rs `reblog`, since 4.3): an optional JSON body {visibility}; the
  // repost is public (also "unlisted") or followers only ("private"). 3.21 reads no body.
  app.post<IdParams>('/api/v1/statuses/:id/reblog', async (req) => {
    const user = requireUser(state, req)
    if (!hasPermission(user.user.role, 'create_post')) throw permissionError()
    const post = getPost(db, statusId(req))
    if (!post || post.visibility !== 'public' || post.repost_of_id) throw notFound('post')
    const wanted = state.mitra === '5.9' ? repostVisibilityParameter(req.body) : undefined
    const visibility = wanted === undefined ? 'public' : parseRepostVisibility(wanted)
    if (findRepost(db, post.id, user.account.id)) throw validationError('post already exists')
    const repost = insertRepost(db, post, user.account.id, { visibility })
    notify(db, {
      recipientId: post.author_id,
      senderId: user.account.id,
      type: 'reblog',
      postId: post.id,
      createdAt: repost.created_at,
    })
    return answer(req, user, repost)
  })

  // Answers the original post.
  app.post<IdParams>('/api/v1/statuses/:id/unreblog', async (req) => {
    const user = requireUser(state, req)
    const id = statusId(req)
    const repost = findRepost(db, id, user.account.id)
    const post = getPost(db, id)
    if (!repost || !post) throw notFound('post')
    deletePost(db, repost.id)
    return answer(req, user, post)
  })

  app.post<IdParams>('/api/v1/statuses/:id/bookmark', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    addBookmark(db, user.account.id, post.id)
    return answer(req, user, post)
  })

  app.post<IdParams>('/api/v1/statuses/:id/unbookmark', async (req) => {
    const user = requireUser(state, req)
    const post = visiblePost(req, user)
    removeBookmark(db, user.account.id, post.id)
    return answer(req, user, post)
  })

  for (const [action, pinned] of [
    ['pin', true],
    ['unpin', false],
  ] as const) {
    app.post<IdParams>(`/api/v1/statuses/:id/${action}`, async (req) => {
      const user = requireUser(state, req)
      const post = getPost(db, statusId(req))
      if (!post) throw notFound('post')
      // Own public posts only.
      if (post.author_id !== user.account.id || post.visibility !== 'public')
        throw operationError(`can't ${action} post`)
      setPinned(db, post.id, pinned)
      return answer(req, user, { ...post, pinned: pinned ? 1 : 0 })
    })
  }

  // Mitra stores the post's note on IPFS through `ipfs_api_url`; this instance only makes the CID.
  app.post<IdParams>('/api/v1/statuses/:id/make_permanent', async (req) => {
    const user = requireUser(state, req)
    const post = getPost(db, statusId(req))
    if (!post) throw notFound('post')
    if (post.ipfs_cid) throw operationError('post already saved to IPFS')
    if (post.author_id !== user.account.id || post.visibility !== 'public' || post.repost_of_id) throw permissionError()
    if (!readConfig(db).ipfs_api_url) throw notSupported()
    const note = JSON.stringify({
      id: post.id,
      content: post.content,
      created_at: post.created_at,
      edited_at: post.edited_at,
    })
    const cid = fakeCid(createHash('sha256').update(note).digest())
    setIpfsCid(db, post.id, cid)
    return answer(req, user, { ...post, ipfs_cid: cid })
  })

  // Admins queue a fetch of a remote post's replies (or, 5.9 with use_context, its whole
  // conversation). There is no federation here, so nothing arrives: the answer is the 204 Mitra
  // gives once the fetch is queued.
  // 3.21 (v3.21.0 src/mastodon_api/statuses/views.rs): no body read; local posts are 404.
  // 5.9 (v5.9.1 mitra_api/src/mastodon_api/statuses/views.rs): a JSON body {use_context} since
  // 5.5.0; use_context false is the 3.21 behaviour, true queues nothing (no error) when the
  // conversation is local.
  app.post<IdParams>('/api/v1/statuses/:id/load_conversation', async (req, reply) => {
    // actix runs the extractors in order (BearerAuth, Path, Json) before the view's own checks.
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const id = statusId(req)
    const useContext = state.mitra === '5.9' ? loadConversationUseContext(req, state.mitra) : false
    const user = requireUser(state, req)
    if (!hasPermission(user.user.role, 'delete_any_profile')) throw permissionError()
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, user.account.id)) throw notFound('post')
    if (!useContext && !post.object_id) throw notFound('post')
    return reply.code(204).send()
  })
}

/**
 * `ReblogForm.visibility` as actix reads `Option<web::Json<ReblogForm>>`: a body serde cannot read
 * as the form (a visibility that is no string, a body that is no struct) is no form at all, and the
 * repost is public, as without a body.
 */
function repostVisibilityParameter(body: unknown): string | undefined {
  // serde also reads a struct from a sequence of its fields: ["private"].
  const value = Array.isArray(body)
    ? body.length === 1
      ? body[0]
      : undefined
    : typeof body === 'object' && body !== null
      ? (body as { visibility?: unknown }).visibility
      : undefined
  return typeof value === 'string' ? value : undefined
}
