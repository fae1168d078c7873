import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAccount, searchAccounts } from '../db/accounts'
import { mute, unmute } from '../db/relationships'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { optionalUser, requireUser } from '../http/auth'
import { instanceHost, type AppState } from '../http/context'
import { ApiError, notFound, RateLimited, validationError } from '../http/errors'
import { pathUuid, queryBool, queryOf, queryOffset, queryString, requiredQueryString } from '../http/query'
import { checkRateLimit } from '../http/rate-limit'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { relationshipEntity } from '../serializers/relationship'

const queryError = (detail: string) => validationError(`Query deserialize error: ${detail}`)

/** `id[]`, `id[0]`, `id[1]`… or `id`: the account ids, deduplicated, in the order given. */
function idList(req: FastifyRequest): string[] {
  const entries = Object.entries(queryOf(req))
    .filter(([key]) => /^id(\[\d*\])?$/.test(key))
    .sort(([a], [b]) => Number(/\d+/.exec(a)?.[0] ?? -1) - Number(/\d+/.exec(b)?.[0] ?? -1))
  const ids: string[] = []
  for (const [, value] of entries) {
    for (const raw of Array.isArray(value) ? value : [value ?? '']) {
      const id = parseUuid(raw)
      if (!id) throw queryError(uuidErrorText(raw))
      if (!ids.includes(id)) ids.push(id)
    }
  }
  return ids
}

/** A non-negative integer query value (serde usize). */
function queryCount(req: FastifyRequest, key: string, fallback: number): number {
  const value = queryString(queryOf(req), key)
  if (value === null) return fallback
  if (!/^\d+$/.test(value)) throw queryError('invalid digit found in string')
  return Number(value)
}

export function relationshipRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // One Relationship per id, also for ids no account has.
  app.get('/api/v1/accounts/relationships', async (req) => {
    const user = requireUser(state, req)
    const ctx = { ...serializeContext(state, req, user), viewerId: user.account.id }
    return idList(req).map((id) => relationshipEntity(ctx, id))
  })

  for (const action of ['mute', 'unmute'] as const) {
    app.post<{ Params: { id: string } }>(`/api/v1/accounts/:id/${action}`, async (req) => {
      const user = requireUser(state, req)
      const target = getAccount(db, pathUuid(req.params.id))
      if (!target) throw notFound('profile')
      if (target.id === user.account.id) throw validationError('target is current user')
      if (action === 'mute') mute(db, user.account.id, target.id)
      else unmute(db, user.account.id, target.id)
      return relationshipEntity({ ...serializeContext(state, req, user), viewerId: user.account.id }, target.id)
    })
  }

  // Accounts whose address starts with q ("name" or "name@host"); remote accounts are never fetched.
  app.get('/api/v1/accounts/search', async (req) => {
    const viewer = optionalUser(state, req)
    const query = queryOf(req)
    const q = requiredQueryString(query, 'q').trim().replace(/^@/, '')
    const resolve = queryBool(query, 'resolve', false)
    // Mitra limits only guests who ask to resolve remote accounts, and answers in JSON.
    if (!viewer && resolve) {
      try {
        checkRateLimit(state, req, 'search')
      } catch (err) {
        if (err instanceof RateLimited) throw new ApiError(429, `retry in ${err.retryAfterSeconds.toFixed(2)}s`)
        throw err
      }
    }
    const asked = queryCount(req, 'limit', 40)
    if (asked < 1 || asked > 200) throw queryError('expected an integer between 0 and 201')
    // Since 4.8 a guest gets at most 2 (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs, search_by_acct).
    const limit = !viewer && state.mitra !== '3.21' ? Math.min(asked, 2) : asked
    const offset = queryOffset(queryOf(req))
    const at = q.indexOf('@')
    const username = at < 0 ? q : q.slice(0, at)
    let hostname = at < 0 ? null : q.slice(at + 1) || null
    const host = instanceHost(state, req)
    // "name@this-instance" means a local account.
    const localOnly = hostname !== null && (hostname === host || hostname === host.split(':')[0])
    if (localOnly) hostname = null
    if (username === '' && hostname === null) return []
    const ctx = serializeContext(state, req, viewer)
    return searchAccounts(db, { username, hostname, localOnly, limit, offset }).map((row) => accountEntity(ctx, row))
  })
}
