import type { FastifyInstance } from 'fastify'
import { requireUser } from '../http/auth'
import type { AppState } from '../http/context'

/**
 * GET /api/v1/preferences (Mitra 4.17.0, v5.9.1 mitra_api/src/mastodon_api/preferences/): the
 * member's shared posting defaults under Mastodon's keys; sensitivity and the reading keys are
 * fixed. 3.21's router has no such path: 404, as this instance answers any path it does not serve.
 */
export function preferenceRoutes(app: FastifyInstance, state: AppState): void {
  if (state.mitra === '3.21') return
  app.get('/api/v1/preferences', async (req) => {
    const { user } = requireUser(state, req)
    return {
      'posting:default:visibility': user.default_post_visibility,
      'posting:default:sensitive': false,
      'posting:default:language': user.default_post_language,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    }
  })
}
