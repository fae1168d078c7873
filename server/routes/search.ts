import type { FastifyInstance } from 'fastify'
import { directory, searchPosts, searchProfiles, searchTags } from '../db/search'
import { tagPath } from '../domain/urls'
import { requireUser } from '../http/auth'
import { instanceHost, type AppState } from '../http/context'
import { queryBool, queryLimit, queryOf, queryOffset, queryString, requiredQueryString } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

/**
 * What Mitra reads in a query (v3.21.0 src/mastodon_api/search/helpers.rs and v5.9.1
 * mitra_api/src/mastodon_api/search/helpers.rs, parse_search_query), tried in this order: a URL,
 * `#word` (one word only) hashtags, `>text` post text, then an account address (`@name`, `!name`,
 * `acct:name`, a bare `name`, each with an optional `@host`). Anything else (several plain words)
 * finds nothing. DIDs and wallet addresses are not modelled by the demo and find nothing either.
 */
export type Parsed =
  | { kind: 'url'; url: string }
  | { kind: 'tags'; tag: string }
  | { kind: 'text'; text: string }
  | { kind: 'accounts'; username: string; hostname: string | null }
  | { kind: 'unknown' }

const TAG = /^#([\p{L}\p{N}\p{M}_]+)$/u
const TEXT = /^>(.+)$/s
const PROFILE = /^(?:@|!|acct:)?([A-Za-z0-9\-._]+)(?:@([^@\s]*))?$/

/** Mitra's profile part alone (used on its own by `type=accounts`). */
export function parseProfile(q: string): { username: string; hostname: string | null } | null {
  const match = PROFILE.exec(q)
  if (!match) return null
  const host = match[2] ?? ''
  return { username: match[1] ?? '', hostname: host === '' ? null : host.toLowerCase() }
}

export function parseSearch(raw: string): Parsed {
  const q = raw.trim()
  if (/^https?:\/\/\S+$/i.test(q)) return { kind: 'url', url: q }
  const tag = TAG.exec(q)
  if (tag) return { kind: 'tags', tag: tag[1] ?? '' }
  const text = TEXT.exec(q)
  if (text) return { kind: 'text', text: text[1] ?? '' }
  const profile = parseProfile(q)
  if (profile) return { kind: 'accounts', ...profile }
  return { kind: 'unknown' }
}

export function searchRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  app.get('/api/v2/search', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const q = requiredQueryString(query, 'q').trim()
    const type = queryString(query, 'type')
    const limit = queryLimit(query, 20)
    const offset = queryOffset(queryOf(req))
    const ctx = serializeContext(state, req, user)
    const host = instanceHost(state, req)
    const result = { accounts: [] as unknown[], statuses: [] as unknown[], hashtags: [] as unknown[] }
    const accounts = (profile: { username: string; hostname: string | null }) => {
      // A query naming this server's own host searches local accounts.
      const own = profile.hostname !== null && (profile.hostname === host || profile.hostname === host.split(':')[0])
      const rows = searchProfiles(db, {
        username: profile.username,
        hostname: own ? null : profile.hostname,
        limit,
        offset,
      })
      result.accounts = rows.map((row) => accountEntity(ctx, row))
    }
    const posts = (text: string) => {
      result.statuses = statusEntities(ctx, searchPosts(db, { text, viewer: user.account.id, limit, offset }))
    }
    // `type=accounts` reads the whole query as an account address, `type=statuses` as post text
    // (no `>` needed); any other type, or none, is the general search (views.rs search_view).
    if (type === 'accounts') {
      const profile = parseProfile(q)
      if (profile) accounts(profile)
      return result
    }
    if (type === 'statuses') {
      posts(q)
      return result
    }
    const parsed = parseSearch(q)
    if (parsed.kind === 'tags') {
      result.hashtags = searchTags(db, parsed.tag, limit, offset).map((name) => ({
        name,
        url: ctx.instanceUrl + tagPath(name),
      }))
    } else if (parsed.kind === 'text') {
      posts(parsed.text)
    } else if (parsed.kind === 'accounts') {
      accounts(parsed)
    }
    // 'url': Mitra finds a known post or actor by its URL (and fetches unknown ones); the demo does
    // not model that and answers with nothing. 'unknown' finds nothing in Mitra too.
    return result
  })

  app.get('/api/v1/directory', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const local = queryBool(query, 'local', true)
    const limit = queryLimit(query, 40)
    const offset = queryOffset(queryOf(req))
    // v5.9.1 directory/types.rs: `order` defaults to "active"; any other value orders by username.
    // v3.21.0 has no `order` and ignores it.
    const order =
      state.mitra === '5.9' && (queryString(query, 'order') ?? 'active') === 'active' ? 'active' : 'username'
    const ctx = serializeContext(state, req, user)
    return directory(db, { local, limit, offset, order }).map((row) => accountEntity(ctx, row))
  })
}
