import type { FastifyInstance } from 'fastify'
import { instanceHost, type AppState } from '../http/context'
import { serializeContext } from '../serializers/context'
import { instanceEntity } from '../serializers/instance'

export function instanceRoutes(app: FastifyInstance, state: AppState): void {
  // No token is read here (Mitra ignores it).
  app.get('/api/v1/instance', async (req) => instanceEntity(serializeContext(state, req, null), instanceHost(state, req), state.mitra))
}
