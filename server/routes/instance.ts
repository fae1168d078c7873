import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { readConfig } from '../db/config'
import { bearerToken, requireUser } from '../http/auth'
import { instanceHost, type AppState } from '../http/context'
import { authError } from '../http/errors'
import { serializeContext } from '../serializers/context'
import { instanceEntity } from '../serializers/instance'

export function instanceRoutes(app: FastifyInstance, state: AppState): void {
  // No token is read here (Mitra ignores it).
  // uri: the instance's host; from 5.1.0 the WebFinger domain (webfinger_hostname) when one is set.
  app.get('/api/v1/instance', async (req) => {
    const webfinger = state.mitra === '5.9' ? readConfig(state.db).webfinger_hostname : null
    return instanceEntity(serializeContext(state, req, null), webfinger ?? instanceHost(state, req), state.mitra)
  })

  // Mitra 4.12.0 (v5.9.1 mitra_api/src/mastodon_api/instance/views.rs domain_blocks_view): the
  // rejected domains, to members only unless filter_blocklist_public; each as Mastodon's
  // DomainBlock with severity "suspend" and the domain's SHA-256. 3.21 has no such route (404).
  if (state.mitra === '5.9') {
    app.get('/api/v1/instance/domain_blocks', async (req) => {
      const config = readConfig(state.db)
      if (!config.filter_blocklist_public) {
        if (bearerToken(req) === null) throw authError('authentication required')
        requireUser(state, req)
      }
      return config.blocked_domains.map((domain) => ({
        domain,
        digest: createHash('sha256').update(domain, 'utf8').digest('hex'),
        severity: 'suspend',
        comment: null,
      }))
    })
  }
}
