/**
 * Small builders for the JSON Schemas of the contract. Every entity is an
 * object with `additionalProperties: false`, so a misspelt or unexpected
 * field fails validation.
 */

export type Schema = Record<string, unknown>

/** Base of the `$id` of every named entity schema. */
export const SCHEMA_BASE = 'https://parley.invalid/contract/'

/** Reference to a named entity schema (see ./entities/index.ts). */
export function ref(name: string): Schema {
  return { $ref: `${SCHEMA_BASE}${name}` }
}

/** An object whose properties are all required, except those named in `optional`. */
export function obj(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
  }
}

export function arrayOf(items: Schema): Schema {
  return { type: 'array', items }
}

/** `schema` or JSON `null` (Rust `Option<…>` fields are sent as null, never omitted). */
export function nullable(schema: Schema): Schema {
  return { anyOf: [schema, { type: 'null' }] }
}

export const str: Schema = { type: 'string' }
export const bool: Schema = { type: 'boolean' }
export const int: Schema = { type: 'integer' }
export const count: Schema = { type: 'integer', minimum: 0 }

export function oneOfValues(...values: string[]): Schema {
  return { type: 'string', enum: values }
}

/** Timestamps as the server writes them: RFC 3339, milliseconds, `Z`. */
export const timestamp: Schema = {
  title: 'an RFC 3339 timestamp with milliseconds and Z (2025-03-24T20:46:00.000Z)',
  type: 'string',
  format: 'date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
}

/** Any RFC 3339 date-time (e.g. chrono's default with a nanosecond fraction). */
export const anyDateTime: Schema = { type: 'string', format: 'date-time' }

export const uuid: Schema = {
  title: 'a lower-case UUID',
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
}

/** An absolute URL. */
export const url: Schema = { type: 'string', format: 'uri' }

/** CAIP-2 chain id, e.g. `monero:418015bb9ae982a1975da7d79277c270`. */
export const chainId: Schema = {
  title: 'a CAIP-2 chain id',
  type: 'string',
  pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$',
}

/** An integer id sent as text (notification ids). */
export const integerText: Schema = { title: 'an integer id as text', type: 'string', pattern: '^[0-9]+$' }

/** The empty object some calls answer with. */
export const emptyObject: Schema = { type: 'object', additionalProperties: false, properties: {} }
