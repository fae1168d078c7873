/**
 * Writes the contract's validators as one JavaScript module (Ajv's standalone code), for the
 * bundled demo instance the journeys start (e2e/support/server-bundle.ts): each instance then
 * loads them instead of compiling every schema again on its first use.
 */
import { writeFileSync } from 'node:fs'
import standalone from 'ajv/dist/standalone/index.js'
import type { Schema } from './schema-kit'
import { contractAjv, contractSchemas } from './validate'

// CommonJS: Node's default import is the module's exports, TypeScript's its `default`.
const standaloneCode = (standalone as unknown as { default?: typeof standalone }).default ?? standalone

export function writePrecompiledValidators(file: string): void {
  const ajv = contractAjv(true)
  // Endpoints may share one schema object: Ajv compiles each object once, under its first name.
  const ids = new Map<Schema, string>()
  const exported: Record<string, string> = {}
  const names = [...contractSchemas()].map(([name, schema]) => {
    let id = ids.get(schema)
    if (!id) {
      id = `v${ids.size}`
      ids.set(schema, id)
      ajv.addSchema(schema, name)
      exported[id] = name
    }
    return [id, name] as const
  })
  // Ajv's generated code requires its runtime helpers and ajv-formats, found from here wherever the
  // module is written.
  const banner = `import { createRequire } from 'node:module'\nconst require = createRequire(${JSON.stringify(import.meta.url)})\n`
  const code = standaloneCode(ajv, exported)
  // The names (`METHOD /path STATUS`) are no identifiers: the module exports them in one object.
  const byName = names.map(([id, name]) => `${JSON.stringify(name)}: ${id}`).join(',\n  ')
  writeFileSync(file, `${banner}${code}\nexport const validators = {\n  ${byName},\n}\n`)
}
