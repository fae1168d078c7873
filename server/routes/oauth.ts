import type { FastifyInstance } from 'fastify'
import { getLocalUser, getUserByLoginAddress } from '../db/accounts'
import { createToken, revokeToken, useCaip122Nonce } from '../db/tokens'
import { verifyPassword } from '../crypto/passwords'
import { walletSession } from '../crypto/wallet-login'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, permissionError, validationError } from '../http/errors'
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
      // Wallet sign-in (AUTH.md §1): like Mitra, the method need not be offered for sign-up, but
      // Monero must be configured; the nonce is spent before the user is looked up.
      case 'eip4361':
      case 'caip122_monero': {
        const session = await walletSession(state, req, grantType, message, signature)
        if (!useCaip122Nonce(db, session.accountId, session.nonce)) throw validationError("nonce can't be reused")
        const user = getUserByLoginAddress(db, grantType === 'eip4361' ? 'ethereum' : 'monero', session.address)
        if (!user) throw notFound('user')
        userId = user.account.id
        break
      }
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
