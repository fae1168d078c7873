/**
 * Response contract of the demo instance: checks a response against the
 * schema of the endpoint that produced it (./endpoints.ts, ./entities).
 */
import { _, Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { endpoints, type EndpointContract } from './endpoints'
import { entitySchemas } from './entities'
import { ref, type Schema } from './schema-kit'

export interface ResponseInput {
  method: string
  /** Request path without the query string. */
  path: string
  status: number
  body: unknown
}

interface Route {
  key: string
  method: string
  segments: string[]
  contract: EndpointContract
}

const routes: Route[] = Object.entries(endpoints).map(([key, contract]) => {
  const [method = '', path = ''] = key.split(' ')
  return { key, method, segments: path.split('/'), contract }
})

const errorSchema = ref('Error')

/** How generated code reaches ajv-formats' checks. */
const FULL_FORMATS = _`require("ajv-formats/dist/formats").fullFormats`

/** Ajv as the contract uses it; `source` keeps the generated code, for precompile.ts. */
export function contractAjv(source = false): Ajv {
  const instance = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    discriminator: true,
    schemas: entitySchemas(),
    ...(source ? { code: { source: true, esm: true, formats: FULL_FORMATS } } : {}),
  })
  addFormats.default(instance)
  return instance
}

/** Every schema a response is checked against, by a stable name (`METHOD /path STATUS`, and `Error`). */
export function contractSchemas(): Map<string, Schema> {
  const out = new Map<string, Schema>([['Error', errorSchema]])
  for (const route of routes)
    for (const [status, spec] of Object.entries(route.contract))
      if (spec.kind === 'json') out.set(`${route.key} ${status}`, spec.schema)
  return out
}

let ajv: Ajv | undefined
const compiled = new WeakMap<Schema, ValidateFunction>()

/**
 * Validators compiled ahead of time (precompile.ts, by contractSchemas' names): compiling each
 * schema on its first use cost every new demo instance about 0.6 s of CPU in a journey.
 */
export function usePrecompiled(validators: Record<string, ValidateFunction>): void {
  for (const [name, schema] of contractSchemas()) {
    const fn = validators[name]
    if (!fn) throw new Error(`the precompiled contract validators lack "${name}": bundle the server again`)
    compiled.set(schema, fn)
  }
}

function validator(schema: Schema): ValidateFunction {
  let fn = compiled.get(schema)
  if (!fn) {
    ajv ??= contractAjv()
    fn = ajv.compile(schema)
    compiled.set(schema, fn)
  }
  return fn
}

/** Every `METHOD /path/{param}` the contract knows. */
export function listContractEndpoints(): string[] {
  return routes.map((r) => r.key)
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}')

/** The route for a request; literal segments win over `{param}` segments. */
export function findRoute(method: string, path: string): Route | undefined {
  const segments = path.split('?')[0]!.split('/')
  let best: Route | undefined
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== segments.length) continue
    const fits = route.segments.every((s, i) => (isParam(s) ? segments[i] !== '' : s === segments[i]))
    if (fits && (!best || moreLiteral(route, best))) best = route
  }
  return best
}

function moreLiteral(a: Route, b: Route): boolean {
  for (let i = 0; i < a.segments.length; i += 1) {
    const pa = isParam(a.segments[i]!)
    const pb = isParam(b.segments[i]!)
    if (pa !== pb) return pb
  }
  return false
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string }

function readBody(body: unknown): Body {
  if (body === undefined || body === null) return { kind: 'none' }
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body
  if (typeof text !== 'string') return { kind: 'json', value: text }
  if (text === '') return { kind: 'none' }
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown }
  } catch {
    return { kind: 'text', text }
  }
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return `must NOT have additional property '${String(p.additionalProperty)}'`
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    case 'contains': {
      const wanted = (error.schema as { const?: unknown } | undefined)?.const
      return wanted === undefined ? (error.message ?? 'is invalid') : `must include ${JSON.stringify(wanted)}`
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`
    case 'pattern':
    case 'format': {
      const title = (error.parentSchema as { title?: unknown } | undefined)?.title
      const got = JSON.stringify(error.data)
      return typeof title === 'string'
        ? `must be ${title} (got ${got})`
        : `${error.message ?? 'is invalid'} (got ${got})`
    }
    default:
      return error.message ?? error.keyword
  }
}

/** Readable messages; merges the branches of `nullable(...)` ("must be string or null"). */
function formatErrors(label: string, errors: ErrorObject[], value: unknown): string[] {
  const typesAt = new Map<string, string[]>()
  for (const e of errors) {
    if (e.keyword !== 'type') continue
    const list = typesAt.get(e.instancePath) ?? []
    const type = String((e.params as { type: unknown }).type)
    if (!list.includes(type)) list.push(type)
    typesAt.set(e.instancePath, list)
  }
  const out: string[] = []
  for (const e of errors) {
    if (e.keyword === 'anyOf' && errors.length > 1) continue
    // The per-item failures behind a failed `contains` say nothing useful.
    if (e.schemaPath.includes('/contains/')) continue
    const where = e.instancePath || '(body)'
    if (e.keyword === 'type') {
      const types = typesAt.get(e.instancePath) ?? []
      // A value of the right type failed inside the non-null branch: the "must be null" is noise.
      if (types.length === 1 && types[0] === 'null' && errors.length > 1 && e.params.type === 'null') {
        if (errors.some((o) => o !== e && o.keyword !== 'anyOf' && o.instancePath.startsWith(e.instancePath))) continue
      }
      out.push(`${label}: ${where} must be ${types.join(' or ')} (got ${kindOf(pick(value, e.instancePath))})`)
      continue
    }
    out.push(`${label}: ${where} ${describe(e)}`)
  }
  return [...new Set(out)]
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer'
  return typeof value
}

function pick(value: unknown, pointer: string): unknown {
  let current = value
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined
  }
  return current
}

function check(label: string, schema: Schema, value: unknown): string[] {
  const fn = validator(schema)
  return fn(value) ? [] : formatErrors(label, fn.errors ?? [], value)
}

function checkError(label: string, status: number, body: Body): string[] {
  // Mitra's rate limiters and payload limit answer in plain text.
  if ((status === 429 || status === 413) && body.kind === 'text') return []
  if (body.kind !== 'json') return [`${label}: error body must be JSON {error, error_description}`]
  const problems = check(label, errorSchema, body.value)
  if (problems.length > 0) return problems
  const { error, error_description } = body.value as { error: string; error_description: string }
  return error === error_description ? [] : [`${label}: error and error_description must carry the same text`]
}

/**
 * Checks one response against the contract; returns readable problems
 * (empty when the response conforms). Paths outside /api and /oauth are not checked.
 */
export function validateResponse(input: ResponseInput): string[] {
  const method = input.method.toUpperCase()
  const path = input.path.split('?')[0] ?? ''
  if (!path.startsWith('/api/') && !path.startsWith('/oauth/')) return []
  if (method === 'HEAD' || method === 'OPTIONS') return []
  const label = `${method} ${path} ${input.status}`
  const body = readBody(input.body)
  const route = findRoute(method, path)
  if (!route) {
    // Unknown routes may be answered with a 404/405 error.
    if ((input.status === 404 || input.status === 405) && checkError(label, input.status, body).length === 0) return []
    return [`no contract for ${method} ${path}`]
  }
  if (input.status >= 400) return checkError(label, input.status, body)
  const spec = route.contract[input.status]
  if (!spec) {
    return [`${label}: unexpected status (contract of ${route.key}: ${Object.keys(route.contract).join(', ')})`]
  }
  switch (spec.kind) {
    case 'empty':
      return body.kind === 'none' ? [] : [`${label}: must have no body`]
    case 'binary':
      return []
    case 'text': {
      const raw = input.body
      return typeof raw === 'string' || raw instanceof Uint8Array
        ? []
        : [`${label}: body must be ${spec.mediaType} text`]
    }
    case 'json':
      if (body.kind === 'none') return [`${label}: must have a JSON body`]
      if (body.kind === 'text') return [`${label}: body is not JSON`]
      return check(label, spec.schema, body.value)
  }
}
