import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'

export type ValidateResponse = (input: { method: string; path: string; status: number; body: unknown }) => string[]

// Bundled (e2e/support/server-bundle.ts), the validator is bundled beside this module's bundle.
const BUNDLED = import.meta.url.endsWith('.mjs')
const VALIDATOR_URL = new URL(BUNDLED ? '../contract/validate.mjs' : '../contract/validate.ts', import.meta.url)
// And with it the validators compiled ahead of time (server/contract/precompile.ts), when written.
const PRECOMPILED_URL = new URL('../contract/validators.mjs', import.meta.url)

type ValidatorModule = { validateResponse?: ValidateResponse; usePrecompiled?: (validators: unknown) => void }

/**
 * Loads server/contract/validate.ts. Only a missing source file is tolerated (validation is then
 * skipped with a warning); a file that fails to load, or a bundle without its validator, is an error.
 */
export async function loadValidator(): Promise<ValidateResponse | null> {
  if (!existsSync(fileURLToPath(VALIDATOR_URL))) {
    if (BUNDLED) throw new Error(`the bundled contract validator is missing: ${VALIDATOR_URL.pathname}`)
    console.warn('[contract] server/contract/validate.ts is missing: responses are not validated')
    return null
  }
  const mod = (await import(/* @vite-ignore */ VALIDATOR_URL.href)) as ValidatorModule
  if (typeof mod.validateResponse !== 'function')
    throw new Error('server/contract/validate.ts does not export validateResponse')
  if (BUNDLED && existsSync(fileURLToPath(PRECOMPILED_URL))) {
    const { validators } = (await import(/* @vite-ignore */ PRECOMPILED_URL.href)) as { validators: unknown }
    mod.usePrecompiled?.(validators)
  }
  return mod.validateResponse
}

/**
 * In contract mode every JSON answer of /api and /oauth is checked against the project's
 * schema; a mismatch is logged loudly and turned into a 500, so the test that caused it fails.
 */
export function registerContractHook(
  app: FastifyInstance,
  load: () => Promise<ValidateResponse | null> = loadValidator,
): void {
  let validator: Promise<ValidateResponse | null> | null = null
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? ''
    if (!path.startsWith('/api/') && !path.startsWith('/oauth/')) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.startsWith('application/json') || typeof payload !== 'string') return payload
    validator ??= load()
    const validate = await validator
    if (!validate) return payload
    let body: unknown
    try {
      body = JSON.parse(payload)
    } catch {
      return payload
    }
    const errors = validate({ method: req.method, path, status: reply.statusCode, body })
    if (errors.length === 0) return payload
    console.error(
      `\n[contract] ${req.method} ${path} -> ${reply.statusCode} violates the contract:\n  ${errors.join('\n  ')}\n`,
    )
    reply.code(500)
    return JSON.stringify({
      error: 'contract violation',
      error_description: `contract violation: ${errors.slice(0, 5).join('; ')}`,
    })
  })
}
