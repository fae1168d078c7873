import type { FastifyInstance } from 'fastify'
import { readConfig } from '../db/config'
import { instanceHost, type AppState } from '../http/context'
import { serializeContext } from '../serializers/context'
import { instanceEntity } from '../serializers/instance'

export function instanceRoutes(app: FastifyInstance, state: AppState): void {
  // No token is read here (Mitra ignores it).
  // uri: the instance's host; from 5.1.0 the WebFinger domain (webfinger_hostname) when one is set.
  app.get('/api/v1/instance', async (req) => {
    const webfinger = state.mitra === '5.9' ? readConfig(state.db).webfinger_hostname : null
    return instanceEntity(serializeContext(state, req, null), webfinger ?? instanceHost(state, req), state.mitra)
  })
}
