import type { FastifyInstance } from 'fastify'
import {
  getAccount,
  getAccountByAcct,
  getUser,
  getUserByLoginAddress,
  insertLocalUser,
  setLoginAddress,
  type LoginAddressKind,
} from '../db/accounts'
import { isAuthenticationMethodEnabled, readConfig } from '../db/config'
import { localUsernameTaken } from '../db/groups'
import { findUsableInvite, markInviteUsed } from '../db/invites'
import { hashPasswordAsync } from '../crypto/passwords'
import { isAuthenticationMethod, walletSession } from '../crypto/wallet-login'
import { identiconPng, ONE_PIXEL_PNG } from '../domain/identicon'
import { validateUsername } from '../domain/usernames'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import { instanceHost, type AppState } from '../http/context'
import { notFound, notSupported, validationError } from '../http/errors'
import { mitraPathUuid, notServedHere, registerScopeFallThrough } from '../http/mitra-path'
import { queryOf, queryString, requiredQueryString } from '../http/query'
import { requireBody } from '../http/mitra-request'
import { checkRateLimit } from '../http/rate-limit'
import { accountEntity, credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'

export function accountRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Registration (AUTH.md §3). Order of checks: invite code, username, method, method data.
  app.post('/api/v1/accounts', async (req, reply) => {
    checkRateLimit(state, req, 'register')
    requireBody(
      req,
      state.mitra,
      ['json'],
      'v3.21.0 src/mastodon_api/accounts/views.rs, v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: create_account takes web::Json<AccountCreateData|AccountCreateForm>',
    )
    const fields = bodyObject(req.body)
    const username = requiredString(fields, 'username')
    const password = optionalString(fields, 'password')
    const inviteCode = optionalString(fields, 'invite_code')
    const method = optionalString(fields, 'authentication_method') ?? 'password'
    const message = optionalString(fields, 'message')
    const signature = optionalString(fields, 'signature')

    const config = readConfig(db)
    if (!config.registrations_open) {
      if (!inviteCode) throw validationError('invite code is required')
      if (!findUsableInvite(db, inviteCode)) throw validationError('invalid invite code')
    }
    validateUsername(username, state.mitra)
    if (!isAuthenticationMethod(method)) throw validationError('unsupported authentication method')
    if (!isAuthenticationMethodEnabled(db, method)) throw notSupported()
    let login: { kind: LoginAddressKind; address: string } | null = null
    if (method === 'password') {
      if (!password) throw validationError('password is required')
    } else {
      // The nonce is not spent here: the client signs in next with the same message (AUTH.md §3).
      const session = await walletSession(state, req, method, message, signature)
      login = { kind: method === 'eip4361' ? 'ethereum' : 'monero', address: session.address }
    }
    // Any local account's name, a group's too (check_local_username_unique, case-insensitive).
    const taken = () =>
      localUsernameTaken(db, username) || (login && getUserByLoginAddress(db, login.kind, login.address))
    if (taken()) throw validationError('user already exists')

    const passwordHash = method === 'password' && password ? await hashPasswordAsync(password) : null
    const user = db.transaction(() => {
      if (taken()) throw validationError('user already exists')
      const code = config.registrations_open ? null : inviteCode
      if (code && !findUsableInvite(db, code)) throw validationError('invalid invite code')
      const created = insertLocalUser(db, { username, passwordHash, role: config.default_role, inviteCode: code })
      if (code) markInviteUsed(db, code, created.account.id)
      if (!login) return created
      setLoginAddress(db, created.account.id, login.kind, login.address)
      return getUser(db, created.account.id) ?? created
    })()
    reply.code(201)
    return credentialAccountEntity(serializeContext(state, req, user), user)
  })

  app.get('/api/v1/accounts/verify_credentials', async (req) => {
    const user = requireUser(state, req)
    return credentialAccountEntity(serializeContext(state, req, user), user)
  })

  app.get('/api/v1/accounts/lookup', async (req) => {
    let acct = requiredQueryString(queryOf(req), 'acct').replace(/^@/, '')
    const host = instanceHost(state, req)
    for (const own of new Set([host, host.split(':')[0] ?? host])) {
      if (acct.endsWith(`@${own}`)) acct = acct.slice(0, -own.length - 1)
    }
    const row = getAccountByAcct(db, acct)
    if (!row) throw notFound('profile')
    // Mitra does not read a token here.
    return accountEntity(serializeContext(state, req, null), row)
  })

  // Default avatars (identicon of ?input=) and headers (no input: one transparent pixel).
  app.get('/api/v1/accounts/identicon', async (req, reply) => {
    const input = queryString(queryOf(req), 'input')
    // As Mitra 3.21 and 5.9: a PNG, kept three days.
    reply.header('Cache-Control', 'max-age=259200')
    if (input === null) return reply.type('image/png').send(ONE_PIXEL_PNG)
    return reply.type('image/png').send(identiconPng(input))
  })

  // Also every one-segment GET that no fixed route takes (an old or unknown name): as in Mitra,
  // it reaches get_account, whose web::Path<Uuid> refuses it.
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', async (req) => {
    const lacking = notServedHere(state.mitra, '/api/v1/accounts', req)
    if (lacking) throw lacking
    const row = getAccount(
      db,
      mitraPathUuid(state.mitra, req.params.id, 'accounts/views.rs', 'get_account #[get("/{account_id}")]'),
    )
    if (!row) throw notFound('profile')
    return accountEntity(serializeContext(state, req, null), row)
  })

  // Any other path or method under /api/v1/accounts: Mitra's router answers 404 (405 where a
  // resource has its method as a route guard, as POST-only "" has).
  registerScopeFallThrough(app, state, '/api/v1/accounts', ['GET', 'PUT', 'PATCH', 'DELETE'])
}
