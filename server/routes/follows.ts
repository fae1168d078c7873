import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getAccount, type AccountRow, type User } from '../db/accounts'
import {
  acceptFollowRequest,
  deleteFollow,
  deleteFollowRequest,
  followers,
  following,
  mutedAccounts,
  pendingRequests,
  rejectFollowRequest,
} from '../db/follows'
import { followAccount } from '../domain/follow'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { requireUser } from '../http/auth'
import { bodyObject, optionalBool } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, validationError } from '../http/errors'
import { MitraRefusal } from '../http/mitra-request'
import { pathUuid, queryLimit, queryOf, queryString, setNextLink } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { relationshipEntity } from '../serializers/relationship'

type IdParams = { Params: { id: string } }
const PAGE_SIZE = 40
const queryError = (detail: string) => validationError(`Query deserialize error: ${detail}`)

/** The opaque integer cursor of followers, following and mutes (a row id). */
function intMaxId(req: FastifyRequest): number | null {
  const raw = queryString(queryOf(req), 'max_id')
  if (raw === null) return null
  if (!/^-?\d+$/.test(raw)) throw queryError('invalid digit found in string')
  return Number(raw)
}

export function followRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const relationship = (req: FastifyRequest, user: User, targetId: string) =>
    relationshipEntity({ ...serializeContext(state, req, user), viewerId: user.account.id }, targetId)
  const profile = (id: string): AccountRow => {
    const row = getAccount(db, pathUuid(id))
    if (!row) throw notFound('profile')
    return row
  }

  // A locked account gets a follow request; following again only updates reblogs and replies.
  app.post<IdParams>('/api/v1/accounts/:id/follow', async (req) => {
    const user = requireUser(state, req)
    const target = profile(req.params.id)
    // The body is optional (the client may send none).
    const fields = req.body === undefined || req.body === null ? {} : bodyObject(req.body)
    const opts = { reblogs: optionalBool(fields, 'reblogs') ?? true, replies: optionalBool(fields, 'replies') ?? true }
    if (target.id === user.account.id) throw validationError('target is current user')
    followAccount(db, user.account.id, target, opts)
    return relationship(req, user, target.id)
  })

  // Also withdraws a pending (or rejected) follow request.
  app.post<IdParams>('/api/v1/accounts/:id/unfollow', async (req) => {
    const user = requireUser(state, req)
    const target = profile(req.params.id)
    deleteFollow(db, user.account.id, target.id)
    deleteFollowRequest(db, user.account.id, target.id)
    return relationship(req, user, target.id)
  })

  app.post<IdParams>('/api/v1/accounts/:id/remove_from_followers', async (req) => {
    const user = requireUser(state, req)
    const target = profile(req.params.id)
    deleteFollow(db, target.id, user.account.id)
    deleteFollowRequest(db, target.id, user.account.id)
    return relationship(req, user, target.id)
  })

  for (const list of ['followers', 'following'] as const) {
    // Only the caller's own lists are shown; anyone else's are empty.
    app.get<IdParams>(`/api/v1/accounts/:id/${list}`, async (req, reply) => {
      const user = requireUser(state, req)
      const owner = profile(req.params.id)
      const maxId = intMaxId(req)
      const limit = queryLimit(queryOf(req), PAGE_SIZE)
      if (owner.id !== user.account.id) return []
      const rows = (list === 'followers' ? followers : following)(db, { owner: owner.id, maxId, limit })
      return answer(state, req, reply, user, rows, limit)
    })
  }

  app.get('/api/v1/mutes', async (req, reply) => {
    const user = requireUser(state, req)
    const maxId = intMaxId(req)
    const limit = queryLimit(queryOf(req), PAGE_SIZE)
    return answer(state, req, reply, user, mutedAccounts(db, { owner: user.account.id, maxId, limit }), limit)
  })

  app.get('/api/v1/follow_requests', (req, reply) => requestList(state, req, reply, 'incoming'))

  // The requests the user sent that are still pending (v5.9.1 follow_requests/views.rs
  // outgoing_follow_request_list, since 4.19.0; withdrawn with POST /accounts/{id}/unfollow). 3.21's
  // follow_requests scope has no such resource: its router answers 404, a refusal of the request here.
  app.get('/api/v1/follow_requests/outgoing', async (req, reply) => {
    if (state.mitra === '3.21') {
      throw new MitraRefusal(
        404,
        'endpoint not found',
        'v3.21.0 src/mastodon_api/follow_requests/views.rs: no GET /outgoing (came with Mitra 4.19.0)',
      )
    }
    return requestList(state, req, reply, 'outgoing')
  })

  type RequestParams = { Params: { account_id: string } }
  app.post<RequestParams>('/api/v1/follow_requests/:account_id/authorize', async (req) => {
    const user = requireUser(state, req)
    const sourceId = pathUuid(req.params.account_id)
    if (!acceptFollowRequest(db, sourceId, user.account.id)) throw notFound('follow request')
    return relationship(req, user, sourceId)
  })

  app.post<RequestParams>('/api/v1/follow_requests/:account_id/reject', async (req) => {
    const user = requireUser(state, req)
    const sourceId = pathUuid(req.params.account_id)
    if (!rejectFollowRequest(db, sourceId, user.account.id)) throw notFound('follow request')
    return relationship(req, user, sourceId)
  })
}

/** A page of accounts, with the Link header to the next page. */
function answer<T extends number | string>(
  state: AppState,
  req: FastifyRequest,
  reply: FastifyReply,
  user: User,
  rows: { cursor: T; account: AccountRow }[],
  limit: number,
) {
  setNextLink(req, reply, rows.length, limit, rows.at(-1)?.cursor.toString())
  const ctx = serializeContext(state, req, user)
  return rows.map((r) => accountEntity(ctx, r.account))
}

/** The pending requests to the user (incoming) or from the user (outgoing), paged by request id. */
async function requestList(
  state: AppState,
  req: FastifyRequest,
  reply: FastifyReply,
  direction: 'incoming' | 'outgoing',
) {
  const user = requireUser(state, req)
  const query = queryOf(req)
  const raw = queryString(query, 'max_id')
  const maxId = raw === null ? null : parseUuid(raw)
  if (raw !== null && !maxId) throw queryError(uuidErrorText(raw))
  const limit = queryLimit(query, PAGE_SIZE)
  const rows = pendingRequests(state.db, { owner: user.account.id, maxId, limit }, direction)
  return answer(state, req, reply, user, rows, limit)
}
