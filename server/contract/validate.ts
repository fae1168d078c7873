/**
 * Response contract of the demo instance: checks a JSON response against the
 * schema of the endpoint that produced it (see ./endpoints.ts).
 */
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

export interface ResponseInput {
  method: string
  path: string
  status: number
  body: unknown
}

type Schema = Record<string, unknown>

const errorSchema: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'error_description'],
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
}

// Minimal placeholder table; grown in later commits.
const table: Record<string, Record<number, Schema | null>> = {
  'GET /api/v1/instance': { 200: { type: 'object' } },
}

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats.default(ajv)
const compiled = new Map<Schema, ValidateFunction>()

function compile(schema: Schema): ValidateFunction {
  let fn = compiled.get(schema)
  if (!fn) {
    fn = ajv.compile(schema)
    compiled.set(schema, fn)
  }
  return fn
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/')
  const b = path.split('/')
  return a.length === b.length && a.every((seg, i) => seg.startsWith('{') || seg === b[i])
}

export function listContractEndpoints(): string[] {
  return Object.keys(table)
}

export function validateResponse(input: ResponseInput): string[] {
  const method = input.method.toUpperCase()
  const key = Object.keys(table).find((k) => {
    const [m, p] = k.split(' ')
    return m === method && matches(p ?? '', input.path)
  })
  const label = `${method} ${input.path} ${input.status}`
  if (input.status >= 400) {
    const fn = compile(errorSchema)
    return fn(input.body) ? [] : (fn.errors ?? []).map((e) => `${label}: ${e.instancePath || '/'} ${e.message ?? ''}`)
  }
  if (!key) return [`no contract for ${method} ${input.path}`]
  const schema = table[key]?.[input.status]
  if (schema === undefined) return [`${label}: unexpected status`]
  if (schema === null) return input.body === undefined || input.body === null || input.body === '' ? [] : [`${label}: must have no body`]
  const fn = compile(schema)
  return fn(input.body) ? [] : (fn.errors ?? []).map((e) => `${label}: ${e.instancePath || '/'} ${e.message ?? ''}`)
}
