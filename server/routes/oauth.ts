import type { FastifyInstance } from 'fastify'
import { getLocalUser } from '../db/accounts'
import { createToken, revokeToken } from '../db/tokens'
import { verifyPassword } from '../crypto/passwords'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, notSupported, permissionError, validationError } from '../http/errors'
import { checkRateLimit } from '../http/rate-limit'

export function oauthRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Accepts JSON and form bodies, like Mitra (AUTH.md §1).
  app.post('/oauth/token', async (req, reply) => {
    reply.header('Cache-Control', 'no-store')
    checkRateLimit(state, req, 'token')
    const fields = bodyObject(req.body)
    const grantType = requiredString(fields, 'grant_type')
    const username = optionalString(fields, 'username')
    const password = optionalString(fields, 'password')
    const message = optionalString(fields, 'message')
    const signature = optionalString(fields, 'signature')
    const code = optionalString(fields, 'code')

    let userId: string
    switch (grantType) {
      case 'password': {
        if (!username) throw validationError('username is required')
        const user = getLocalUser(db, username)
        if (!user) throw notFound('user')
        if (!password) throw validationError('password is required')
        if (!user.user.password_hash) throw validationError('password auth is disabled')
        if (!verifyPassword(password, user.user.password_hash)) throw validationError('incorrect password')
        userId = user.account.id
        break
      }
      case 'eip4361':
      case 'caip122_monero':
        if (!message) throw validationError('message is required')
        if (!signature) throw validationError('signature is required')
        // Wallet sign-in is not enabled on this instance (Instance.authentication_methods).
        throw notSupported()
      case 'authorization_code':
        if (!code) throw validationError('authorization code is required')
        throw notFound('authorization')
      default:
        throw validationError('unsupported grant type')
    }
    const { token, createdAt } = createToken(db, userId)
    return { access_token: token, token_type: 'Bearer', scope: 'read write follow', created_at: Math.floor(createdAt / 1000) }
  })

  app.post('/oauth/revoke', async (req) => {
    const user = requireUser(state, req)
    const token = requiredString(bodyObject(req.body), 'token')
    if (!revokeToken(db, user.account.id, token)) throw permissionError()
    return {}
  })
}
