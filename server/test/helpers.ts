import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterEach, vi } from 'vitest'
import { buildApp, type BuildOptions } from '../app'
import { writeConfig, type ConfigKey, type InstanceConfig } from '../db/config'
import { getLocalUser, setRole } from '../db/accounts'
import type { RoleName } from '../domain/roles'
import type { MitraDialect } from '../dialect'

export type TestApp = {
  app: FastifyInstance
  dataDir: string
  close: () => Promise<void>
  /** A request; `token` adds the bearer header, `json` sends a JSON body. */
  call: (
    method: InjectOptions['method'],
    url: string,
    opts?: { token?: string; json?: unknown; headers?: Record<string, string>; body?: string },
  ) => Promise<LightMyRequestResponse>
  /** Registers a user (password `${name}-pass`), optionally with a role, and signs in. */
  signUp: (name: string, role?: RoleName) => Promise<{ id: string; token: string }>
  config: <K extends ConfigKey>(key: K, value: InstanceConfig[K]) => void
}

/**
 * A fresh instance on a temporary data directory. Contract validation is on, so every response
 * a test receives has also been checked against the project's API schema.
 */
export function createTestApp(options: Partial<BuildOptions> = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-test-'))
  const app = buildApp({ dataDir, clientDir: join(dataDir, 'no-client'), contract: true, ...options })
  // Rate limits are on by default, as in Mitra; tests sign in often from one address. Those that
  // test a limit switch it on again.
  writeConfig(app.parley.db, 'rate_limits_enabled', false)
  const call: TestApp['call'] = (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const request: InjectOptions = { method, url, headers }
    if (opts.json !== undefined) request.payload = opts.json as InjectOptions['payload']
    else if (opts.body !== undefined) request.payload = opts.body
    return app.inject(request)
  }
  const signUp: TestApp['signUp'] = async (name, role) => {
    const created = await call('POST', '/api/v1/accounts', { json: { username: name, password: `${name}-pass` } })
    if (created.statusCode !== 201) throw new Error(`sign-up of ${name} failed: ${created.body}`)
    if (role) {
      const user = getLocalUser(app.parley.db, name)
      if (user) setRole(app.parley.db, user.account.id, role)
    }
    const token = await call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: name, password: `${name}-pass` },
    })
    if (token.statusCode !== 200) throw new Error(`sign-in of ${name} failed: ${token.body}`)
    return { id: created.json().id as string, token: token.json().access_token as string }
  }
  return {
    app,
    dataDir,
    call,
    signUp,
    config: (key, value) => writeConfig(app.parley.db, key, value),
    close: async () => {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Mitra's error body. */
export const errorOf = (res: LightMyRequestResponse) => res.json() as { error: string; error_description: string }

/**
 * Starts a test app in the Mitra dialect a test asks for, and closes it (and restores mocks) after
 * each test: `const start = dialectApps()` at the top of a file, `const app = start('5.9')` in a test.
 */
export function dialectApps(): (mitra: MitraDialect) => TestApp {
  let app: TestApp | undefined
  afterEach(async () => {
    vi.restoreAllMocks()
    await app?.close()
    app = undefined
  })
  return (mitra) => (app = createTestApp({ instanceUri: 'parley.test', mitra }))
}
