import type { FastifyInstance } from 'fastify'
import { getUser } from '../db/accounts'
import { accountByAddress, addressOf, allFollowers, allFollowing } from '../db/aliases'
import { deleteLocalAccount, setClientConfig } from '../db/settings'
import { setPasswordHash } from '../db/accounts'
import { hashPasswordAsync } from '../crypto/passwords'
import { followAccount } from '../domain/follow'
import { requireUser } from '../http/auth'
import { bodyObject, requiredString } from '../http/body'
import { instanceHost, type AppState } from '../http/context'
import { validationError } from '../http/errors'
import { credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { addressesToCsv, parseAddressList } from './settings-csv'

/** Mitra's limit on the whole stored client config, in bytes of JSON. */
export const CLIENT_CONFIG_SIZE_MAX = 20_000

function parseStoredConfig(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function settingsRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // One client's settings per call; the object stored under that key is replaced whole.
  app.post('/api/v1/settings/client_config', async (req) => {
    const user = requireUser(state, req)
    const body = bodyObject(req.body)
    const entries = Object.entries(body)
    if (entries.length !== 1) throw validationError("can't update more than one config")
    const [name, value] = entries[0] as [string, unknown]
    // Mitra stores any JSON value here; the web clients only send objects and the current-user
    // entity promises objects, so other values are refused as a body of the wrong shape.
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw validationError('Json deserialize error: invalid type: expected a map')
    }
    const config = { ...parseStoredConfig(user.user.client_config), [name]: value }
    const text = JSON.stringify(config)
    if (Buffer.byteLength(text) > CLIENT_CONFIG_SIZE_MAX) throw validationError('client config size exceeds limit')
    setClientConfig(db, user.account.id, config)
    const updated = { account: user.account, user: { ...user.user, client_config: text } }
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })

  app.post('/api/v1/settings/change_password', async (req) => {
    const user = requireUser(state, req)
    const password = requiredString(bodyObject(req.body), 'new_password')
    const hash = await hashPasswordAsync(password)
    setPasswordHash(db, user.account.id, hash)
    const updated = { account: user.account, user: { ...user.user, password_hash: hash } }
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })

  // The member and everything that is theirs goes at once (Mitra queues the deletion).
  app.post('/api/v1/settings/delete_account', async (req, reply) => {
    const user = requireUser(state, req)
    deleteLocalAccount(db, user.account.id)
    return reply.code(204).send()
  })

  app.get('/api/v1/settings/export_followers', async (req, reply) => {
    const user = requireUser(state, req)
    const host = instanceHost(state, req)
    const csv = addressesToCsv(allFollowers(db, user.account.id).map((row) => addressOf(row, host)))
    return reply.type('text/csv').send(csv)
  })

  app.get('/api/v1/settings/export_follows', async (req, reply) => {
    const user = requireUser(state, req)
    const host = instanceHost(state, req)
    const csv = addressesToCsv(allFollowing(db, user.account.id).map((row) => addressOf(row, host)))
    return reply.type('text/csv').send(csv)
  })

  // Mitra answers at once and follows in a background job, fetching unknown remote actors. This
  // demo cannot fetch anything: it follows the accounts it knows (locked ones get a request)
  // before answering and skips unknown addresses, as Mitra skips actors it cannot fetch.
  app.post('/api/v1/settings/import_follows', async (req, reply) => {
    const user = requireUser(state, req)
    const addresses = parseAddressList(requiredString(bodyObject(req.body), 'follows_csv'))
    const host = instanceHost(state, req)
    for (const address of addresses) {
      const target = accountByAddress(db, address, host)
      if (!target || target.id === user.account.id) continue
      followAccount(db, user.account.id, target, { reblogs: true, replies: true })
    }
    return reply.code(204).send()
  })
}

/** The current user again after a change (for routes that change the account row). */
export function reloadUser(state: AppState, accountId: string) {
  const user = getUser(state.db, accountId)
  if (!user) throw new Error('current user is gone')
  return user
}
