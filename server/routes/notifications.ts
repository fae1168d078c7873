import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clearNotifications, getMarker, listNotifications, setMarker, type MarkerRow } from '../db/notifications'
import type { MitraDialect } from '../dialect'
import { requireUser } from '../http/auth'
import { bodyObject, type Fields } from '../http/body'
import type { AppState } from '../http/context'
import { validationError } from '../http/errors'
import { bodyKindOf, CONTENT_TYPE_ERROR, MitraRefusal, requireBody } from '../http/mitra-request'
import { queryLimit, queryOf, queryString, setNextLink } from '../http/query'
import { serializeContext } from '../serializers/context'
import { notificationEntities } from '../serializers/notification'

type Timeline = 'home' | 'notifications'
const TIMELINES: readonly Timeline[] = ['home', 'notifications']

const MARKERS_GET_RULE: Record<MitraDialect, string> = {
  '3.21':
    'v3.21.0 src/mastodon_api/markers/types.rs: MarkerQueryParams { timeline: Vec<String> } read by MultiQuery (serde_qs 0.13)',
  '5.9':
    'v5.9.1 mitra_api/src/mastodon_api/markers/types.rs: MarkerQueryParams { timeline: Vec<String> } read by MultiQuery (serde_qs 1.1, form encoding)',
}
const MARKERS_POST_RULE: Record<MitraDialect, string> = {
  '3.21':
    'v3.21.0 src/mastodon_api/markers/views.rs: web::Json<MarkerCreateData>, whose only keys are "home[last_read_id]" and "notifications[last_read_id]" (types.rs)',
  '5.9':
    'v5.9.1 mitra_api/src/mastodon_api/markers/views.rs: Either<JsonOrForm<MarkerCreateForm>, MultipartForm>, keys {home|notifications: {last_read_id}} or "home[last_read_id]" / "notifications[last_read_id]" (types.rs)',
}

const markerEntity = (row: MarkerRow) => ({ last_read_id: row.last_read_id, version: 0, updated_at: row.updated_at })

const describe = (value: unknown): string => {
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  if (typeof value === 'boolean') return `boolean \`${value}\``
  return Array.isArray(value) ? 'sequence' : 'map'
}

/**
 * The timelines asked for, as serde_qs reads `timeline: Vec<String>` (no default: a query without
 * it is refused). 3.21's serde_qs 0.13 takes only the bracketed keys (`timeline[]`, `timeline[0]`);
 * 5.9's serde_qs 1.1 with form encoding also takes plain, repeated `timeline=` keys.
 */
function askedTimelines(req: FastifyRequest, mitra: MitraDialect): string[] {
  const query = queryOf(req)
  const refuse = (message: string) => new MitraRefusal(400, message, MARKERS_GET_RULE[mitra])
  const values: string[] = []
  let found = false
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (/^timeline\[\d*\]$/.test(key)) {
      if (/\d/.test(key) && Array.isArray(value)) throw refuse('Multiple values for one key')
      values.push(...[value].flat())
      found = true
    } else if (key === 'timeline') {
      if (mitra === '3.21') {
        if (Array.isArray(value)) throw refuse('Multiple values for one key: "timeline"')
        throw refuse(`invalid type: string ${JSON.stringify(value)}, expected a sequence`)
      }
      values.push(...[value].flat())
      found = true
    }
  }
  if (!found) throw refuse('missing field `timeline`')
  return values
}

/** A nullable string field of the marker body (`Option<String>`). */
function optionalText(fields: Fields, key: string, refuse: (message: string) => MitraRefusal): string | null {
  const value = fields[key]
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) throw refuse(`Json deserialize error: invalid type: sequence, expected a string`)
  if (typeof value !== 'string')
    throw refuse(`Json deserialize error: invalid type: ${describe(value)}, expected a string`)
  return value
}

/** 5.9's `Option<MarkerData>`: null or an object with a string last_read_id (other keys ignored). */
function nestedMarker(fields: Fields, key: Timeline, refuse: (message: string) => MitraRefusal): string | null {
  const value = fields[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw refuse(`Json deserialize error: invalid type: ${describe(value)}, expected struct MarkerData`)
  }
  const id = (value as Fields).last_read_id
  if (id === undefined) throw refuse('Json deserialize error: missing field `last_read_id`')
  if (typeof id !== 'string') throw refuse(`Json deserialize error: invalid type: ${describe(id)}, expected a string`)
  return id
}

/**
 * The one marker a POST sets: home when the body has one, else notifications (Mitra's handler
 * reads home first and sets only that one). 3.21 reads JSON with the literal keys only (a nested
 * `{notifications: {last_read_id}}` is an unknown key, ignored); 5.9 reads JSON or a form, the
 * nested object first, then the literal key.
 */
function markerToSet(req: FastifyRequest, mitra: MitraDialect): [Timeline, string] {
  const rule = MARKERS_POST_RULE[mitra]
  requireBody(req, mitra, mitra === '3.21' ? ['json'] : ['json', 'form'], rule)
  const refuse = (message: string) => new MitraRefusal(400, message, rule)
  const fields = bodyObject(req.body)
  const isJson = bodyKindOf(req) === 'json'
  if (!isJson) {
    // A form that serde_urlencoded cannot read (a repeated key, a bare `home=`) fails; Mitra then
    // answers with the error of the first extractor it tried, JSON's.
    const unreadable = TIMELINES.some((t) => fields[t] !== undefined || Array.isArray(fields[`${t}[last_read_id]`]))
    if (unreadable) throw refuse(CONTENT_TYPE_ERROR)
  }
  for (const timeline of TIMELINES) {
    // Only JSON has nested objects; in a form every value is text.
    const nested = mitra === '5.9' && isJson ? nestedMarker(fields, timeline, refuse) : null
    const literal = optionalText(fields, `${timeline}[last_read_id]`, refuse)
    const value = nested ?? literal
    if (value !== null) return [timeline, value]
  }
  throw refuse('marker data is missing')
}

/** Option<i32> of the notification query (web::Query, serde_urlencoded). */
function queryId(req: FastifyRequest, key: string): number | null {
  const raw = queryString(queryOf(req), key)
  if (raw === null) return null
  if (raw === '') throw validationError('Query deserialize error: cannot parse integer from empty string')
  if (!/^[+-]?\d+$/.test(raw)) throw validationError('Query deserialize error: invalid digit found in string')
  const n = Number(raw)
  if (n > 2147483647) throw validationError('Query deserialize error: number too large to fit in target type')
  if (n < -2147483648) throw validationError('Query deserialize error: number too small to fit in target type')
  return n
}

export function notificationRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Newest first, paged by the integer max_id; 5.9 (since 4.18.0) also pages forward by min_id:
  // the oldest `limit` newer than it, still answered newest first. Muted senders are left out.
  app.get('/api/v1/notifications', async (req, reply) => {
    const user = requireUser(state, req)
    const maxId = queryId(req, 'max_id')
    // 3.21 has no min_id: serde ignores the unknown key (checked only in the 5.9 dialect).
    const minId = state.mitra === '5.9' ? queryId(req, 'min_id') : null
    const limit = queryLimit(queryOf(req), 20)
    // 3.21 has no event type for a moderation warning (5.9.0): it never lists one.
    const without = state.mitra === '3.21' ? (['moderation_warning'] as const) : []
    const rows = listNotifications(db, { recipient: user.account.id, maxId, minId, limit, without: [...without] })
    setNextLink(req, reply, rows.length, limit, rows.at(-1)?.id.toString())
    const ctx = serializeContext(state, req, user)
    return notificationEntities(ctx, rows, state.mitra)
  })

  // Deletes all of the member's notifications and answers {} (notifications/views.rs
  // clear_notifications_view, since 3.22.0; no body extractor). 3.21's router has no such path: 404.
  if (state.mitra === '5.9') {
    app.post('/api/v1/notifications/clear', async (req) => {
      const user = requireUser(state, req)
      clearNotifications(db, user.account.id)
      return {}
    })
  }

  // Timelines without a stored marker are left out of the answer.
  app.get('/api/v1/markers', async (req) => {
    const user = requireUser(state, req)
    const wanted = askedTimelines(req, state.mitra)
    for (const name of wanted)
      if (!(TIMELINES as readonly string[]).includes(name)) throw validationError('invalid timeline name')
    const out: Partial<Record<Timeline, ReturnType<typeof markerEntity>>> = {}
    for (const timeline of TIMELINES) {
      const row = wanted.includes(timeline) ? getMarker(db, user.account.id, timeline) : undefined
      if (row) out[timeline] = markerEntity(row)
    }
    return out
  })

  // Sets one marker and answers it alone (see markerToSet for what each dialect reads).
  app.post('/api/v1/markers', async (req) => {
    const user = requireUser(state, req)
    const [timeline, value] = markerToSet(req, state.mitra)
    setMarker(db, user.account.id, timeline, value)
    const row = getMarker(db, user.account.id, timeline)
    return row ? { [timeline]: markerEntity(row) } : {}
  })
}
