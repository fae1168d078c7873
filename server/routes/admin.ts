import type { FastifyInstance, FastifyRequest } from 'fastify'
import { adminAccounts, deleteAccount } from '../db/admin'
import { getAccount } from '../db/accounts'
import { onLocalPostDeleted } from '../db/moderation'
import { deletePost, getPost } from '../db/posts'
import { hasPermission, roleEntity, type Permission, type RoleName } from '../domain/roles'
import { bearerToken, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { AUTH_HEADER_MISSING, authError, notFound, permissionError } from '../http/errors'
import { mitraPathUuid } from '../http/mitra-path'
import { MitraRefusal } from '../http/mitra-request'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'

/** The Role of an AdminAccount as 5.9 serialises it (Role::from_db: the bitmask and the names). */
function role59(role: RoleName) {
  const entity = roleEntity(role)
  return {
    id: entity.id,
    name: entity.name,
    permissions: entity.permissions_bitmask,
    permissions_names: entity.permissions_names,
  }
}

/**
 * The admin API: the list of accounts (v5.9.1 mitra_api/src/mastodon_api/admin/accounts/views.rs
 * account_list_view, since 5.9.0) and deleting an account or a post (delete_account_view and
 * admin/posts/views.rs delete_post_view, since 4.9.0). 3.21 has no /api/v1/admin or /api/v2 scope:
 * its router answers 404, a refusal of the request here so that a client calling it on 3.21 fails
 * its test.
 */
export function adminRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  const refuseOn321 = (req: FastifyRequest, since: string) => {
    if (state.mitra !== '3.21') return
    throw new MitraRefusal(
      404,
      'endpoint not found',
      `v3.21.0 src/mastodon_api/mod.rs: no admin scope (${req.method} ${req.routeOptions.url} came with Mitra ${since})`,
    )
  }
  /** BearerAuth, then the path's Uuid, then the user and the permission, in the handlers' order. */
  const authorise = (req: FastifyRequest, permission: Permission) => {
    const user = requireUser(state, req)
    if (!hasPermission(user.user.role, permission)) throw permissionError()
    return user
  }

  app.get('/api/v2/admin/accounts', async (req) => {
    refuseOn321(req, '5.9.0')
    const user = authorise(req, 'delete_any_profile')
    const ctx = serializeContext(state, req, user)
    return adminAccounts(db).map(({ account, role, lastLogin }) => ({
      id: account.id,
      role: role59(role),
      account: accountEntity(ctx, account),
      account_type: 'user',
      last_login_at: lastLogin,
    }))
  })

  app.delete<{ Params: { id: string } }>('/api/v1/admin/accounts/:id', async (req, reply) => {
    refuseOn321(req, '4.9.0')
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const id = mitraPathUuid(
      state.mitra,
      req.params.id,
      'admin/accounts/views.rs',
      'delete_account_view #[delete("/{account_id}")]',
    )
    authorise(req, 'delete_any_profile')
    if (!getAccount(db, id)) throw notFound('profile')
    deleteAccount(db, id)
    // Mitra answers 204 (HttpResponse::NoContent, whose body actix drops).
    return reply.code(204).send()
  })

  app.delete<{ Params: { id: string } }>('/api/v1/admin/posts/:id', async (req, reply) => {
    refuseOn321(req, '4.9.0')
    if (!bearerToken(req)) throw authError(AUTH_HEADER_MISSING)
    const id = mitraPathUuid(
      state.mitra,
      req.params.id,
      'admin/posts/views.rs',
      'delete_post_view #[delete("/{post_id}")]',
    )
    const moderator = authorise(req, 'delete_any_post')
    const post = getPost(db, id)
    if (!post) throw notFound('post')
    const author = getAccount(db, post.author_id)
    db.transaction(() => {
      deletePost(db, id)
      // A local author is warned (on_local_post_deleted, 5.9.0), without a reason: the API takes none.
      if (author && author.hostname === null)
        onLocalPostDeleted(db, { moderatorId: moderator.account.id, authorId: author.id, reason: null })
    })()
    return reply.code(204).send()
  })
}
