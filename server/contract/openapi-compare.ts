/**
 * Compares the contract (./endpoints.ts, ./entities) with an OpenAPI 3.0
 * document and lists every difference as a short, stable string:
 *
 *   endpoint-only-in-openapi GET /api/v1/x/{}       endpoint-only-in-contract GET /api/v1/y
 *   status GET /api/v1/x/{}: openapi 200 / contract 201
 *   ref POST /api/v1/x 200: openapi Account / contract CredentialAccount
 *   missing Status.sensitiive        extra Status.sensitive
 *   type Poll.votes_count: openapi string / contract integer
 *   nullable Field.verified_at       (the contract allows null, the document does not)
 *   enum Invoice.status: contract adds "requested"
 *   type List.id: contract also allows string   (a value either dialect sends: anyOf of two types)
 *
 * Used by the cross-check test only; it reads nothing itself.
 */
import { endpoints, type EndpointContract, type ResponseSpec } from './endpoints'
import { entities, refName } from './entities'
import type { Schema } from './schema-kit'

type OpenApi = {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >
  components?: { schemas?: Record<string, Schema> }
}

/** Shape of a schema once refs, allOf, anyOf-null and oneOf are folded. */
interface Shape {
  ref?: string
  nullable: boolean
  type?: string
  enum?: unknown[]
  properties?: Record<string, Schema>
  items?: Schema
  /** anyOf of several non-null schemas (what either dialect sends): each branch's shape. */
  alternatives?: Shape[]
}

/** The branches of an alternative that have `type`, folded into one (object properties merged). */
function pickAlternative(alternatives: Shape[], type: string | undefined): Shape | null {
  const matching = alternatives.filter((a) => a.type === type || (type === 'number' && a.type === 'integer'))
  if (matching.length === 0) return null
  return matching.reduce((all, a) => ({
    ...all,
    enum: all.enum && a.enum ? [...all.enum, ...a.enum] : undefined,
    properties: all.properties || a.properties ? { ...a.properties, ...all.properties } : undefined,
  }))
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

export const normalisePath = (path: string) => path.replace(/\{[^}]+\}/g, '{}')

export function compareWithOpenApi(doc: OpenApi, componentMap: Record<string, string>): string[] {
  const diffs = new Set<string>()
  const yamlSchemas = doc.components?.schemas ?? {}
  const seen = new Set<string>()

  const yamlShape = (schema: Schema, expandRef = false): Shape => {
    const shape: Shape = { nullable: schema.nullable === true }
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '')
      if (!expandRef) return { ...shape, ref: name }
      return { ...yamlShape(yamlSchemas[name] ?? {}, true), nullable: shape.nullable }
    }
    if (typeof schema.type === 'string') shape.type = schema.type
    if (Array.isArray(schema.enum)) shape.enum = schema.enum
    if (schema.properties) shape.properties = { ...(schema.properties as Record<string, Schema>) }
    if (schema.items) shape.items = schema.items as Schema
    if (Array.isArray(schema.allOf)) {
      const parts = (schema.allOf as Schema[]).map((part) => yamlShape(part))
      const withBody = parts.filter((p) => p.properties || p.type || p.enum)
      const refs = parts.filter((p) => p.ref)
      for (const p of parts) shape.nullable ||= p.nullable
      // A lone $ref (plus descriptions / nullable): keep the ref.
      if (refs.length === 1 && withBody.length === 0 && !expandRef) return { ...shape, ref: refs[0]!.ref }
      for (const part of (schema.allOf as Schema[]).map((p) => yamlShape(p, true))) {
        shape.type ??= part.type
        shape.enum ??= part.enum
        shape.items ??= part.items
        if (part.properties) shape.properties = { ...part.properties, ...shape.properties }
      }
      if (shape.properties) shape.type ??= 'object'
    }
    return shape
  }

  const ourShape = (schema: Schema, expandRef = false): Shape => {
    const name = refName(schema)
    if (name) return expandRef ? ourShape(entities[name] ?? {}, true) : { ref: name, nullable: false }
    if (Array.isArray(schema.anyOf)) {
      const branches = schema.anyOf as Schema[]
      const others = branches.filter((b) => b.type !== 'null')
      const nullable = others.length < branches.length
      if (others.length > 1) return { nullable, alternatives: others.map((b) => ourShape(b, true)) }
      const inner = others[0] ? ourShape(others[0], expandRef) : { nullable: true }
      return { ...inner, nullable }
    }
    const shape: Shape = { nullable: false }
    if (typeof schema.type === 'string') shape.type = schema.type
    if ('const' in schema) {
      shape.enum = [schema.const]
      shape.type ??= typeof schema.const
    }
    if (Array.isArray(schema.enum)) shape.enum = schema.enum
    if (schema.items) shape.items = schema.items as Schema
    if (schema.properties) shape.properties = { ...(schema.properties as Record<string, Schema>) }
    if (Array.isArray(schema.oneOf)) {
      // Tagged union: the union of the branches' properties.
      for (const branch of schema.oneOf as Schema[]) {
        const props = (branch.properties ?? {}) as Record<string, Schema>
        shape.properties = { ...props, ...shape.properties }
      }
    }
    return shape
  }

  const compare = (yaml: Schema, ours: Schema, ctx: string): void => {
    let y = yamlShape(yaml)
    let o = ourShape(ours)
    if (o.nullable && !y.nullable) diffs.add(`nullable ${ctx}`)
    if (y.ref && o.ref && componentMap[y.ref]) {
      if (componentMap[y.ref] !== o.ref) diffs.add(`ref ${ctx}: openapi ${y.ref} / contract ${o.ref}`)
      return
    }
    const key = `${JSON.stringify(yaml)}|${JSON.stringify(ours)}|${ctx}`
    if (seen.has(key)) return
    seen.add(key)
    if (y.ref) y = { ...yamlShape(yamlSchemas[y.ref] ?? {}, true), nullable: y.nullable }
    if (o.ref) o = { ...ourShape(entities[o.ref] ?? {}, true), nullable: o.nullable }
    if (o.alternatives) {
      const type = y.type ?? (y.properties ? 'object' : undefined)
      const others = type
        ? o.alternatives.filter((a) => a.type !== type && !(type === 'number' && a.type === 'integer'))
        : []
      for (const t of new Set(others.map((a) => a.type ?? 'any'))) diffs.add(`type ${ctx}: contract also allows ${t}`)
      const picked = pickAlternative(o.alternatives, type ?? o.alternatives[0]?.type)
      if (!picked) return
      o = { ...picked, nullable: o.nullable }
    }
    if (y.type && o.type && y.type !== o.type && !(y.type === 'number' && o.type === 'integer')) {
      diffs.add(`type ${ctx}: openapi ${y.type} / contract ${o.type}`)
      return
    }
    if (y.enum && o.enum) {
      const missing = y.enum.filter((v) => !o.enum!.includes(v))
      const added = o.enum.filter((v) => !y.enum!.includes(v))
      if (missing.length) diffs.add(`enum ${ctx}: contract lacks ${missing.map((v) => JSON.stringify(v)).join(', ')}`)
      if (added.length) diffs.add(`enum ${ctx}: contract adds ${added.map((v) => JSON.stringify(v)).join(', ')}`)
    }
    if (y.items && o.items) compare(y.items, o.items, `${ctx}[]`)
    // An object without listed properties in the document is free-form.
    if (y.properties && o.properties) {
      for (const [prop, schema] of Object.entries(y.properties)) {
        const mine = o.properties[prop]
        if (mine) compare(schema, mine, `${ctx}.${prop}`)
        else diffs.add(`missing ${ctx}.${prop}`)
      }
      for (const prop of Object.keys(o.properties)) {
        if (!(prop in y.properties)) diffs.add(`extra ${ctx}.${prop}`)
      }
    }
  }

  for (const [yamlName, ourName] of Object.entries(componentMap)) {
    const yaml = yamlSchemas[yamlName]
    const ours = entities[ourName]
    if (!yaml || !ours) diffs.add(`component ${yamlName}: not found`)
    else compare({ ...yaml, nullable: false }, ours, yamlName)
  }

  const ourEndpoints = new Map<string, EndpointContract>()
  for (const [key, contract] of Object.entries(endpoints)) {
    const [method = '', path = ''] = key.split(' ')
    ourEndpoints.set(`${method} ${normalisePath(path)}`, contract)
  }
  const yamlEndpoints = new Set<string>()
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const key = `${method.toUpperCase()} ${normalisePath(path)}`
      yamlEndpoints.add(key)
      const contract = ourEndpoints.get(key)
      if (!contract) {
        diffs.add(`endpoint-only-in-openapi ${key}`)
        continue
      }
      const yamlCodes = Object.keys(op.responses ?? {})
        .filter((c) => /^2/.test(c))
        .sort()
      const ourCodes = Object.keys(contract).sort()
      if (yamlCodes.join() !== ourCodes.join()) {
        diffs.add(`status ${key}: openapi ${yamlCodes.join(',')} / contract ${ourCodes.join(',')}`)
      }
      for (const code of yamlCodes) {
        const spec: ResponseSpec | undefined = contract[Number(code)]
        const content = op.responses?.[code]?.content
        if (!spec) continue
        compareResponse(`${key} ${code}`, content, spec)
      }
    }
  }
  for (const key of ourEndpoints.keys()) {
    if (!yamlEndpoints.has(key)) diffs.add(`endpoint-only-in-contract ${key}`)
  }

  function compareResponse(ctx: string, content: Record<string, { schema?: Schema }> | undefined, spec: ResponseSpec) {
    const types = Object.keys(content ?? {})
    const ourType = spec.kind === 'json' ? 'application/json' : spec.kind === 'empty' ? '' : spec.mediaType
    if ((types[0] ?? '') !== ourType || types.length > 1) {
      diffs.add(`content ${ctx}: openapi ${types.join(',') || 'none'} / contract ${ourType || 'none'}`)
      return
    }
    const schema = content?.['application/json']?.schema
    if (spec.kind === 'json' && schema) compare(schema, spec.schema, ctx)
  }

  return [...diffs].sort()
}
