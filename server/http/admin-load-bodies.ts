/**
 * The JSON bodies of the admin loads as Mitra 5.9 reads them: `LoadActivitiesRequest` (since 4.2.0)
 * and `LoadConversationRequest` (since 5.5.0), each one field with a serde default and no
 * deny_unknown_fields. actix's `web::Json` takes them with a JSON content type only; what serde
 * refuses (a wrong type, a body that is no struct) is a refusal of the request's form.
 */
import type { FastifyRequest } from 'fastify'
import type { MitraDialect } from '../dialect'
import { describe as unexpected } from './body'
import { MitraRefusal, requireBody } from './mitra-request'

const refuse = (detail: string, rule: string) => new MitraRefusal(400, `Json deserialize error: ${detail}`, rule)

type Field = { name: string; expected: 'a string' | 'a boolean'; accepts: (value: unknown) => boolean }

/**
 * A serde struct of one defaulted field from a JSON body: a map (other keys ignored, the field
 * missing means its default) or, as serde also reads structs, a sequence of at most one element.
 * Returns the field's value, or undefined for the default.
 */
function oneFieldStruct(req: FastifyRequest, mitra: MitraDialect, struct: string, field: Field, rule: string): unknown {
  requireBody(req, mitra, ['json'], rule)
  const body: unknown = req.body
  let value: unknown
  if (Array.isArray(body)) {
    if (body.length > 1) throw refuse('trailing characters', rule)
    value = body[0]
  } else if (typeof body === 'object' && body !== null) {
    value = (body as Record<string, unknown>)[field.name]
  } else {
    throw refuse(`invalid type: ${unexpected(body)}, expected struct ${struct}`, rule)
  }
  if (value === undefined) return undefined
  if (!field.accepts(value)) throw refuse(`invalid type: ${unexpected(value)}, expected ${field.expected}`, rule)
  return value
}

/** POST /api/v1/accounts/{id}/load_activities at 5.9: `collection`, "outbox" when omitted. */
export function loadActivitiesCollection(req: FastifyRequest, mitra: MitraDialect): string {
  const rule =
    'v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs: load_activities takes web::Json<LoadActivitiesRequest> { collection: String, serde default "outbox" } (a JSON body since 4.2.0)'
  const field: Field = { name: 'collection', expected: 'a string', accepts: (v) => typeof v === 'string' }
  const value = oneFieldStruct(req, mitra, 'LoadActivitiesRequest', field, rule)
  return typeof value === 'string' ? value : 'outbox'
}

/** POST /api/v1/statuses/{id}/load_conversation at 5.9: `use_context`, false when omitted. */
export function loadConversationUseContext(req: FastifyRequest, mitra: MitraDialect): boolean {
  const rule =
    'v5.9.1 mitra_api/src/mastodon_api/statuses/types.rs: load_conversation takes web::Json<LoadConversationRequest> { use_context: bool, serde default false } (a JSON body since 5.5.0)'
  const field: Field = { name: 'use_context', expected: 'a boolean', accepts: (v) => typeof v === 'boolean' }
  return oneFieldStruct(req, mitra, 'LoadConversationRequest', field, rule) === true
}
