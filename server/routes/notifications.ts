import type { FastifyInstance } from 'fastify'
import { getMarker, listNotifications, setMarker, type MarkerRow } from '../db/notifications'
import { requireUser } from '../http/auth'
import { bodyObject } from '../http/body'
import type { AppState } from '../http/context'
import { validationError } from '../http/errors'
import { queryLimit, queryOf, queryString, setNextLink } from '../http/query'
import { serializeContext } from '../serializers/context'
import { notificationEntities } from '../serializers/notification'

const TIMELINES = ['home', 'notifications'] as const

const markerEntity = (row: MarkerRow) => ({ last_read_id: row.last_read_id, version: 0, updated_at: row.updated_at })

/**
 * The last_read_id sent for `timeline`, in either notation: null when the body has none for it,
 * undefined when it has one that is not a string or a number.
 */
function markerValue(fields: Record<string, unknown>, timeline: string): string | null | undefined {
  const nested = fields[timeline]
  const value =
    fields[`${timeline}[last_read_id]`] ??
    (typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>).last_read_id : undefined)
  if (value === undefined || value === null) return null
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

export function notificationRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // max_id is the integer id of a notification; muted senders are left out.
  app.get('/api/v1/notifications', async (req, reply) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const raw = queryString(query, 'max_id')
    if (raw !== null && !/^-?\d+$/.test(raw)) throw validationError('Query deserialize error: invalid digit found in string')
    const limit = queryLimit(query, 20)
    const rows = listNotifications(db, { recipient: user.account.id, maxId: raw === null ? null : Number(raw), limit })
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.id.toString())
    const ctx = serializeContext(state, req, user)
    return notificationEntities(ctx, rows)
  })

  // Timelines without a stored marker are left out of the answer.
  app.get('/api/v1/markers', async (req) => {
    const user = requireUser(state, req)
    const asked = queryOf(req)['timeline[]'] ?? queryOf(req).timeline
    const wanted = asked === undefined ? [...TIMELINES] : [asked].flat()
    const out: Record<string, ReturnType<typeof markerEntity>> = {}
    for (const timeline of TIMELINES) {
      const row = wanted.includes(timeline) ? getMarker(db, user.account.id, timeline) : undefined
      if (row) out[timeline] = markerEntity(row)
    }
    return out
  })

  // Mitra 3.21 reads the literal keys 'home[last_read_id]' and 'notifications[last_read_id]'; the
  // nested form ({home: {last_read_id}}) is taken too. The answer holds the markers it updated.
  app.post('/api/v1/markers', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const updates: [string, string][] = []
    for (const timeline of TIMELINES) {
      const value = markerValue(fields, timeline)
      if (value === null) continue
      if (value === undefined) throw validationError('marker data is missing')
      updates.push([timeline, value])
    }
    if (updates.length === 0) throw validationError('marker data is missing')
    const out: Record<string, ReturnType<typeof markerEntity>> = {}
    for (const [timeline, value] of updates) {
      setMarker(db, user.account.id, timeline, value)
      const row = getMarker(db, user.account.id, timeline)
      if (row) out[timeline] = markerEntity(row)
    }
    return out
  })
}
