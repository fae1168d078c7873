import type { FastifyRequest } from 'fastify'
import { getUser, type User } from '../db/accounts'
import { findTokenUser } from '../db/tokens'
import { AUTH_HEADER_MISSING, authError, TOKEN_INVALID } from './errors'
import type { AppState } from './context'

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (typeof header !== 'string') return null
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return m?.[1] ?? null
}

function userForToken(state: AppState, token: string): User {
  const userId = findTokenUser(state.db, token)
  const user = userId ? getUser(state.db, userId) : undefined
  if (!user) throw authError(TOKEN_INVALID)
  return user
}

/**
 * Routes that need a signed-in user. Without a bearer header Mitra answers 401 with
 * 'auth header is not present' but (by inference from its code) no JSON content type; this
 * server sends it as JSON so that clients can show the message.
 */
export function requireUser(state: AppState, req: FastifyRequest): User {
  const token = bearerToken(req)
  if (!token) throw authError(AUTH_HEADER_MISSING)
  return userForToken(state, token)
}

/** Routes open to guests: no header means a guest, a bad token is still refused. */
export function optionalUser(state: AppState, req: FastifyRequest): User | null {
  const token = bearerToken(req)
  return token ? userForToken(state, token) : null
}
