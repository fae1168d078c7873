import type { FastifyInstance } from 'fastify'
import { getAccount, getAccountByAcct, isFollowing, type AccountRow, type User } from '../db/accounts'
import { accountByActorId, accountByAddress, aliasesOf, allFollowers, setAliases, storedAliases } from '../db/aliases'
import type { Db } from '../db/database'
import { deleteFollow, upsertFollow } from '../db/follows'
import { proofsOf } from '../db/identity-proofs'
import { requireUser } from '../http/auth'
import { bodyObject, requiredString } from '../http/body'
import { instanceHost, instanceUrl, type AppState } from '../http/context'
import { notFound, validationError } from '../http/errors'
import { pathUuid } from '../http/query'
import { accountEntity, actorId, credentialAccountEntity } from '../serializers/account'
import { serializeContext, type SerializeContext } from '../serializers/context'
import { parseAddressList } from './settings-csv'
import { reloadUser } from './settings'

/** Mitra's limit on declared aliases. */
export const ALIAS_LIMIT = 10

/** Known accounts this one declares that declare it back. */
export function verifiedAliases(db: Db, url: string, row: AccountRow): AccountRow[] {
  const own = actorId({ instanceUrl: url }, row)
  return aliasesOf(row, url)
    .map((id) => accountByActorId(db, id, url))
    .filter((other): other is AccountRow => other !== undefined && aliasesOf(other, url).includes(own))
}

/** Aliases: the declared ids with their accounts when known (null otherwise), and the verified ones. */
export function aliasesEntity(ctx: SerializeContext, row: AccountRow) {
  const declaredAll = aliasesOf(row, ctx.instanceUrl).map((id) => {
    const known = accountByActorId(ctx.db, id, ctx.instanceUrl)
    return { id, account: known ? accountEntity(ctx, known) : null }
  })
  return {
    declared: declaredAll.flatMap((a) => (a.account ? [a.account] : [])),
    declared_all: declaredAll,
    verified: verifiedAliases(ctx.db, ctx.instanceUrl, row).map((a) => accountEntity(ctx, a)),
  }
}

/** An account by its `acct`; the instance's own host (with or without port) is accepted too. */
function accountByAcctText(db: Db, acct: string, host: string): AccountRow | undefined {
  const at = acct.indexOf('@')
  if (at <= 0) return getAccountByAcct(db, acct)
  return accountByAddress(db, { username: acct.slice(0, at), hostname: acct.slice(at + 1) }, host)
}

/** Follower moves from one account to another: the old follow goes, the new one is made. */
function moveFollow(db: Db, followerId: string, fromId: string, toId: string): void {
  db.transaction(() => {
    deleteFollow(db, followerId, fromId)
    upsertFollow(db, followerId, toId, { reblogs: true, replies: true })
  })()
}

export function aliasRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const credential = (req: Parameters<typeof serializeContext>[1], user: User) => {
    const fresh = reloadUser(state, user.account.id)
    return credentialAccountEntity(serializeContext(state, req, fresh), fresh)
  }

  // Public: no token is read.
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/aliases/all', async (req) => {
    const row = getAccount(db, pathUuid(req.params.id))
    if (!row) throw notFound('profile')
    return aliasesEntity(serializeContext(state, req, null), row)
  })

  app.post('/api/v1/settings/aliases', async (req) => {
    const user = requireUser(state, req)
    const acct = requiredString(bodyObject(req.body), 'acct')
    const alias = accountByAcctText(db, acct, instanceHost(state, req))
    if (!alias) throw notFound('profile')
    if (alias.id === user.account.id) throw validationError('alias must differ from current account')
    if (alias.hostname === null) throw validationError('alias must be on another server')
    const ctx = serializeContext(state, req, user)
    const aliasId = actorId(ctx, alias)
    const current = storedAliases(user.account)
    if (current.includes(aliasId)) throw validationError('alias already exists')
    if (current.length >= ALIAS_LIMIT) throw validationError(`at most ${ALIAS_LIMIT} aliases are allowed`)
    setAliases(db, user.account.id, [...current, aliasId])
    return aliasesEntity(ctx, reloadUser(state, user.account.id).account)
  })

  app.post('/api/v1/settings/aliases/remove', async (req) => {
    const user = requireUser(state, req)
    const id = requiredString(bodyObject(req.body), 'actor_id')
    const current = storedAliases(user.account)
    if (!current.includes(id)) throw notFound('alias')
    setAliases(
      db,
      user.account.id,
      current.filter((a) => a !== id),
    )
    return aliasesEntity(serializeContext(state, req, user), reloadUser(state, user.account.id).account)
  })

  /*
   * Followers of an old (remote) account move here. Mitra checks the proof and the alias, then
   * moves local followers of a known old account and sends Move to the remote ones in a job.
   * This demo has no other servers: it moves known local followers the same way and plays the
   * remote followers' servers, which follow the new account and drop the old one; unknown
   * addresses are skipped.
   */
  app.post('/api/v1/settings/import_followers', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const fromActorId = requiredString(fields, 'from_actor_id')
    const csv = requiredString(fields, 'followers_csv')
    if (proofsOf(user.account).length === 0) throw validationError('identity proof is required')
    const url = instanceUrl(state, req)
    if (fromActorId.startsWith(url)) throw validationError("can't move from local actor")
    const from = accountByActorId(db, fromActorId, url)
    if (from && !verifiedAliases(db, url, user.account).some((a) => a.id === from.id)) {
      throw validationError('old profile is not an alias')
    }
    const host = instanceHost(state, req)
    for (const address of parseAddressList(csv)) {
      const follower = accountByAddress(db, address, host)
      if (!follower || follower.id === user.account.id) continue
      if (from) {
        if (isFollowing(db, follower.id, from.id)) moveFollow(db, follower.id, from.id, user.account.id)
      } else if (follower.hostname !== null) {
        upsertFollow(db, follower.id, user.account.id, { reblogs: true, replies: true })
      }
    }
    return credential(req, user)
  })

  /*
   * The member's followers move to a remote account that names the member as an alias. Mitra
   * sends Move to every follower; here the followers' servers are played at once: each follower
   * follows the target and stops following the member.
   */
  app.post('/api/v1/settings/move_followers', async (req) => {
    const user = requireUser(state, req)
    const acct = requiredString(bodyObject(req.body), 'target_acct')
    const target = accountByAcctText(db, acct, instanceHost(state, req))
    if (!target) throw notFound('profile')
    if (target.hostname === null) throw validationError("can't move followers to a local actor")
    const url = instanceUrl(state, req)
    if (!aliasesOf(target, url).includes(actorId({ instanceUrl: url }, user.account)))
      throw validationError('target is not an alias')
    for (const follower of allFollowers(db, user.account.id)) {
      if (follower.id === target.id) deleteFollow(db, follower.id, user.account.id)
      else moveFollow(db, follower.id, user.account.id, target.id)
    }
    return credential(req, user)
  })
}
