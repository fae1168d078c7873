import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { MAX_FILE_SIZE_LIMIT } from './db/config'
import { openDatabase } from './db/database'
import { DEFAULT_DIALECT, type MitraDialect } from './dialect'
import { isJsonFlood, registerBodyLimit } from './http/body-limit'
import { registerClient } from './http/client'
import { registerCompression } from './http/compression'
import type { AppState } from './http/context'
import { registerContractHook } from './http/contract'
import { registerErrorHandling } from './http/error-handler'
import { validationError } from './http/errors'
import { registerMitraRoutes } from './http/mitra-routes'
import { registerSecurityHeaders } from './http/security'
import { accountStatusRoutes } from './routes/account-statuses'
import { accountRoutes } from './routes/accounts'
import { adminRoutes } from './routes/admin'
import { aliasRoutes } from './routes/aliases'
import { conversationRoutes } from './routes/conversations'
import { credentialRoutes } from './routes/credentials'
import { followRoutes } from './routes/follows'
import { groupRoutes } from './routes/groups'
import { identityProofRoutes } from './routes/identity-proofs'
import { instanceRoutes } from './routes/instance'
import { listRoutes } from './routes/lists'
import { mediaRoutes } from './routes/media'
import { notificationRoutes } from './routes/notifications'
import { oauthRoutes } from './routes/oauth'
import { peopleListRoutes } from './routes/people-lists'
import { pollRoutes } from './routes/polls'
import { preferenceRoutes } from './routes/preferences'
import { relationshipRoutes } from './routes/relationships'
import { searchRoutes } from './routes/search'
import { sessionRoutes } from './routes/sessions'
import { settingsRoutes } from './routes/settings'
import { statusActionRoutes } from './routes/status-actions'
import { statusRoutes } from './routes/statuses'
import { subscriptionRoutes } from './routes/subscriptions'
import { timelineRoutes } from './routes/timelines'

export type BuildOptions = {
  /** Where parley.sqlite and media/ live. */
  dataDir: string
  /** The built client (default: dist). */
  clientDir?: string
  /** Validate every API response against server/contract (also PARLEY_CONTRACT=1). */
  contract?: boolean
  logger?: boolean
  /** hostname[:port] this instance calls itself; default: the listening address or the Host header. */
  instanceUri?: string
  /** The Mitra release to speak as (default 3.21). */
  mitra?: MitraDialect
}

declare module 'fastify' {
  interface FastifyInstance {
    parley: AppState
  }
}

/** Form bodies, with repeated keys and `key[]` keys collected into arrays. */
function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = out[key]
    if (existing === undefined) out[key] = key.endsWith('[]') ? [value] : value
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return out
}

export function buildApp(options: BuildOptions): FastifyInstance {
  // Mitra's payload limit is twice the media file size limit (a setting, see http/body-limit.ts).
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * MAX_FILE_SIZE_LIMIT, trustProxy: false })
  const db = openDatabase(options.dataDir)
  const state: AppState = {
    db,
    dataDir: options.dataDir,
    instanceUriOption: options.instanceUri,
    app,
    mitra: options.mitra ?? DEFAULT_DIALECT,
    contract: options.contract ?? process.env.PARLEY_CONTRACT === '1',
  }
  app.decorate('parley', state)
  app.addHook('onClose', async () => {
    db.close()
  })

  // Bodies Mitra does not accept (text, multipart here) are a 400 'Content type error'.
  app.removeContentTypeParser(['text/plain', 'application/json'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (text.trim() === '')
      return done(validationError('Json deserialize error: EOF while parsing a value at line 1 column 0'), undefined)
    if (isJsonFlood(text))
      return done(validationError('Json deserialize error: too many objects and arrays for a request'), undefined)
    try {
      done(null, JSON.parse(text))
    } catch (err) {
      done(validationError(`Json deserialize error: ${(err as Error).message}`), undefined)
    }
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseForm(String(body)))
  })

  registerSecurityHeaders(app, state.mitra)
  registerBodyLimit(app, db)
  if (state.contract) registerContractHook(app)
  // After the contract hook: it reads the JSON before it is compressed.
  registerCompression(app)
  const client = registerClient(app, options.clientDir ?? 'dist', join(options.dataDir, 'media'))
  registerErrorHandling(app, client, state)
  // Which body encodings each route takes, as the release the instance speaks (before parsing).
  registerMitraRoutes(app, state)

  instanceRoutes(app, state)
  accountRoutes(app, state)
  oauthRoutes(app, state)
  relationshipRoutes(app, state)
  followRoutes(app, state)
  accountStatusRoutes(app, state)
  statusRoutes(app, state)
  statusActionRoutes(app, state)
  conversationRoutes(app, state)
  pollRoutes(app, state)
  mediaRoutes(app, state)
  timelineRoutes(app, state)
  peopleListRoutes(app, state)
  notificationRoutes(app, state)
  searchRoutes(app, state)
  listRoutes(app, state)
  settingsRoutes(app, state)
  sessionRoutes(app, state)
  groupRoutes(app, state)
  preferenceRoutes(app, state)
  credentialRoutes(app, state)
  aliasRoutes(app, state)
  identityProofRoutes(app, state)
  subscriptionRoutes(app, state)
  adminRoutes(app, state)
  return app
}
