import type { FastifyInstance, FastifyRequest } from 'fastify'
import { searchAccounts } from '../db/accounts'
import { directory, searchPosts, searchTags } from '../db/search'
import { tagPath } from '../domain/urls'
import { requireUser } from '../http/auth'
import { instanceHost, type AppState } from '../http/context'
import { validationError } from '../http/errors'
import { queryBool, queryLimit, queryOf, queryString, requiredQueryString } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

/** A non-negative integer query value. */
function queryOffset(req: FastifyRequest): number {
  const value = queryString(queryOf(req), 'offset')
  if (value === null) return 0
  if (!/^\d+$/.test(value)) throw validationError('Query deserialize error: invalid digit found in string')
  return Number(value)
}

type Parsed = { kind: 'accounts'; username: string; hostname: string | null } | { kind: 'tags'; tag: string } | { kind: 'text'; text: string }

const ADDRESS = /^@?([\w.-]+)(?:@([\w.:-]+))?$/

/** '#tag' finds hashtags, '@name' and 'name@host' (or a bare name) accounts, '>text' and other text posts. */
export function parseSearch(raw: string): Parsed {
  const q = raw.trim()
  if (q.startsWith('#')) return { kind: 'tags', tag: q.slice(1).trim() }
  if (q.startsWith('>')) return { kind: 'text', text: q.slice(1).trim() }
  const address = ADDRESS.exec(q)
  if (address) return { kind: 'accounts', username: address[1] ?? '', hostname: address[2] ?? null }
  return { kind: 'text', text: q }
}

export function searchRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  app.get('/api/v2/search', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const parsed = parseSearch(requiredQueryString(query, 'q'))
    const limit = queryLimit(query, 20)
    const offset = queryOffset(req)
    const ctx = serializeContext(state, req, user)
    const result = { accounts: [] as unknown[], statuses: [] as unknown[], hashtags: [] as unknown[] }
    if (parsed.kind === 'tags' && parsed.tag !== '') {
      result.hashtags = searchTags(db, parsed.tag, limit, offset).map((name) => ({ name, url: ctx.instanceUrl + tagPath(name) }))
    } else if (parsed.kind === 'text' && parsed.text !== '') {
      result.statuses = statusEntities(ctx, searchPosts(db, { text: parsed.text, viewer: user.account.id, now: ctx.now, limit, offset }))
    } else if (parsed.kind === 'accounts') {
      const host = instanceHost(state, req)
      const own = parsed.hostname !== null && (parsed.hostname === host || parsed.hostname === host.split(':')[0])
      const hostname = own ? null : parsed.hostname
      const rows = searchAccounts(db, { username: parsed.username, hostname, localOnly: own, limit, offset })
      result.accounts = rows.map((row) => accountEntity(ctx, row))
    }
    return result
  })

  app.get('/api/v1/directory', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const local = queryBool(query, 'local', true)
    const limit = queryLimit(query, 40)
    const offset = queryOffset(req)
    const ctx = serializeContext(state, req, user)
    return directory(db, { local, limit, offset }).map((row) => accountEntity(ctx, row))
  })
}
