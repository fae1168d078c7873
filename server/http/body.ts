import { parseUuid, uuidErrorText } from '../domain/ids'
import { validationError } from './errors'

/** Request-body helpers that fail with actix/serde's texts: "Json deserialize error: …". */
const jsonError = (detail: string) => validationError(`Json deserialize error: ${detail}`)

/** serde's words for a JSON value in "invalid type: …". */
export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  if (typeof value === 'boolean') return `boolean \`${value}\``
  if (Array.isArray(value)) return 'sequence'
  return 'map'
}

export type Fields = Record<string, unknown>

/** The body as an object; anything else (missing, array, text) is refused. */
export function bodyObject(body: unknown): Fields {
  if (body === undefined) throw validationError('Content type error')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw jsonError(`invalid type: ${describe(body)}, expected a map`)
  }
  return body as Fields
}

export function requiredString(fields: Fields, key: string): string {
  const value = fields[key]
  if (value === undefined) throw jsonError(`missing field \`${key}\``)
  if (typeof value !== 'string') throw jsonError(`invalid type: ${describe(value)}, expected a string`)
  return value
}

export function optionalString(fields: Fields, key: string): string | null {
  const value = fields[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw jsonError(`invalid type: ${describe(value)}, expected a string`)
  return value
}

/** Booleans; form bodies carry them as "true"/"false". */
export function optionalBool(fields: Fields, key: string): boolean | null {
  const value = fields[key]
  if (value === undefined || value === null) return null
  if (value === 'true') return true
  if (value === 'false') return false
  if (typeof value !== 'boolean') throw jsonError(`invalid type: ${describe(value)}, expected a boolean`)
  return value
}

export function optionalUuid(fields: Fields, key: string): string | null {
  const value = optionalString(fields, key)
  if (value === null) return null
  const id = parseUuid(value)
  if (!id) throw jsonError(uuidErrorText(value))
  return id
}

export function optionalArray(fields: Fields, key: string): unknown[] | null {
  const value = fields[key]
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) throw jsonError(`invalid type: ${describe(value)}, expected a sequence`)
  return value
}
