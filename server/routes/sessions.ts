import type { FastifyInstance, FastifyRequest } from 'fastify'
import { deleteSession, listSessions } from '../db/tokens'
import { bearerToken, requireUser } from '../http/auth'
import type { AppState } from '../http/context'
import { notFound } from '../http/errors'
import { MitraRefusal } from '../http/mitra-request'

const SOURCE = 'v5.9.1 mitra_api/src/mastodon_api/settings/views.rs'

type IdParams = { Params: { id: string } }

/** `web::Path<i32>`: what actix's path deserializer says of a segment that is not an i32. */
function sessionId(req: FastifyRequest<IdParams>): number {
  const raw = req.params.id
  const refuse = (message: string) =>
    new MitraRefusal(400, `Path deserialize error: ${message}`, `${SOURCE}: session_id is web::Path<i32>`)
  if (raw === '') throw refuse('cannot parse integer from empty string')
  if (!/^[+-]?\d+$/.test(raw)) throw refuse('invalid digit found in string')
  const id = Number(raw)
  if (id > 2147483647) throw refuse('number too large to fit in target type')
  if (id < -2147483648) throw refuse('number too small to fit in target type')
  return id
}

/**
 * Sessions (Mitra 4.14.0, settings/views.rs session_list_view, terminate_session_view): the
 * member's unexpired tokens, the one of the request marked, and ending any of them. 3.21 has
 * neither route: its router answers 404, as this instance does for any path it does not serve.
 */
export function sessionRoutes(app: FastifyInstance, state: AppState): void {
  if (state.mitra === '3.21') return
  const { db } = state

  // Session { id: i32, client_name: Option<String>, created_at, is_current } (settings/types.rs).
  // client_name is the OAuth app's name; the demo instance registers no apps, so it is null.
  app.get('/api/v1/settings/sessions', async (req) => {
    const user = requireUser(state, req)
    return listSessions(db, user.account.id, bearerToken(req) ?? '').map((row) => ({
      id: row.id,
      client_name: null,
      created_at: row.created_at,
      is_current: row.is_current,
    }))
  })

  // Any of the member's sessions, the current one too (Mitra does not check); no body extractor.
  app.delete<IdParams>('/api/v1/settings/sessions/:id', async (req, reply) => {
    const user = requireUser(state, req)
    if (!deleteSession(db, user.account.id, sessionId(req))) throw notFound('oauth token')
    return reply.code(204).send()
  })
}
