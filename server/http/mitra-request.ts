/**
 * Requests as real Mitra reads them. Each route says which encodings its extractor takes (actix's
 * `web::Json`, `web::Form`, Mitra's `FormOrJson`, multipart, the query string) in the dialect the
 * instance speaks; a request in another form gets the answer Mitra gives. Such a refusal is about
 * the request's form, not its values: under `--contract` it is also reported as a contract
 * violation, so the journey whose client sent it fails even when the client hides the error.
 */
import type { FastifyRequest } from 'fastify'
import { MITRA_RELEASES, type MitraDialect } from '../dialect'
import { ApiError } from './errors'

export class MitraRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    /** Which rule, and where in Mitra's source it comes from (tag and file). */
    readonly rule: string,
  ) {
    super(status, message)
  }
}

export type BodyKind = 'json' | 'form' | 'multipart'

/** The body's encoding by its Content-Type; 'other' for any other type, null without a body. */
export function bodyKindOf(req: FastifyRequest): BodyKind | 'other' | null {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === '') return req.body === undefined || req.body === null ? null : 'other'
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  if (type === 'multipart/form-data') return 'multipart'
  return 'other'
}

/** actix's answer when a `web::Json` or `web::Form` extractor meets another content type, or none. */
export const CONTENT_TYPE_ERROR = 'Content type error'
/** serde_json's error for an empty body, as Mitra's json_error_handler passes it on. */
export const EMPTY_JSON_ERROR = 'Json deserialize error: EOF while parsing a value at line 1 column 0'

/**
 * Takes the body only in the encodings given (which may differ per dialect) and refuses any other,
 * a missing body included, the way Mitra does: `rule` names the tag and file the rule comes from.
 */
export function requireBody(req: FastifyRequest, mitra: MitraDialect, kinds: readonly BodyKind[], rule: string): void {
  const kind = bodyKindOf(req)
  if (kind !== null && kind !== 'other' && kinds.includes(kind)) return
  // web::Json with a JSON content type but no body: serde's EOF error; anything else: the content type.
  throw new MitraRefusal(
    400,
    CONTENT_TYPE_ERROR,
    `${rule} (Mitra ${MITRA_RELEASES[mitra]} takes ${kinds.join(' or ')})`,
  )
}

/** The line a refusal leaves in the log under --contract (e2e/fixtures.ts fails the test on it). */
export function refusalReport(req: FastifyRequest, mitra: MitraDialect, refusal: MitraRefusal): string {
  const path = req.url.split('?')[0] ?? ''
  return `[contract] ${req.method} ${path} -> ${refusal.status} "${refusal.message}": real Mitra ${MITRA_RELEASES[mitra]} refuses this request: ${refusal.rule}`
}
