/**
 * Starts a demo instance on a temporary data directory, the way the e2e fixtures,
 * the budget check and the bench need it: a free port, the built client, response
 * contract validation on. Used from Node only (never from the client).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverArgs } from './server-bundle'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The built client the journeys serve: dist/, or PARLEY_DIST to keep parallel checkouts' builds apart. */
export const clientDir = resolve(repoRoot, process.env.PARLEY_DIST ?? 'dist')

const READY = /PARLEY_READY (\S+)/
const START_TIMEOUT_MS = 60_000
const LOG_LIMIT = 200_000

export interface StartOptions {
  /** `demo` seeds the demo data on an empty data dir; `none` starts empty. */
  seed?: 'demo' | 'none'
  /** Copy this data directory instead of starting from an empty one. */
  template?: string
  /** Validate every response against the project's contract (default true). */
  contract?: boolean
  /** Mitra's rate limits on /oauth/token, sign-up and account search (default: off). */
  rateLimits?: boolean
  /** The built client to serve (default: Parley's, clientDir). */
  clientDir?: string
  /** The Mitra release the instance speaks as (default 3.21). */
  mitra?: '3.21' | '5.9'
}

export interface Instance {
  /** Origin of the running instance, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  dataDir: string
  /** Everything the server printed (stdout and stderr), in order. */
  log(): string
  /** The server's stderr alone. */
  stderr(): string
  /** Runs the demo instance's CLI on the same data directory; resolves with its stdout. */
  cli(...args: string[]): Promise<string>
  /** JSON from the instance's API (GET unless init says otherwise). */
  api<T = unknown>(path: string, init?: RequestInit & { token?: string }): Promise<T>
  /** Signs in through the API (password grant) and returns the access token. */
  token(username: string, password: string): Promise<string>
  stop(): Promise<void>
  /** Starts the server again on the same data directory and port. */
  start(): Promise<void>
  /** Stops the server and removes the data directory. */
  dispose(): Promise<void>
}

export function runCli(dataDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...serverArgs('server/cli.ts'), '--data', dataDir, ...args],
      { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: '0' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`CLI ${args.join(' ')} failed (${error.message.split('\n')[0]}):\n${stderr}${stdout}`))
        else resolve(stdout)
      },
    )
  })
}

export async function startInstance(options: StartOptions = {}): Promise<Instance> {
  const seed = options.seed ?? 'demo'
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-e2e-'))
  if (options.template) await cp(options.template, dataDir, { recursive: true })
  let child: ChildProcess | undefined
  let url = ''
  let port = '0'
  let out = ''
  let err = ''

  const append = (chunk: string, isErr: boolean) => {
    out = (out + chunk).slice(-LOG_LIMIT)
    if (isErr) err = (err + chunk).slice(-LOG_LIMIT)
  }

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const args = [
        ...serverArgs('server/main.ts'),
        '--port',
        port,
        '--host',
        '127.0.0.1',
        '--data',
        dataDir,
        '--seed',
        seed,
        '--client-dir',
        options.clientDir ?? clientDir,
      ]
      if (options.contract !== false) args.push('--contract')
      if (options.mitra) args.push('--mitra', options.mitra)
      // On by default, as in Mitra; a journey signs in more often than they allow from one address.
      args.push('--rate-limits', options.rateLimits ? 'on' : 'off')
      const proc = spawn(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = proc
      let pending = ''
      const timer = setTimeout(() => {
        proc.kill('SIGKILL')
        reject(new Error(`demo instance did not print PARLEY_READY within ${START_TIMEOUT_MS / 1000}s:\n${out}`))
      }, START_TIMEOUT_MS)
      proc.stdout.setEncoding('utf8')
      proc.stderr.setEncoding('utf8')
      proc.stdout.on('data', (chunk: string) => {
        append(chunk, false)
        if (url) return
        pending += chunk
        const match = READY.exec(pending)
        if (match?.[1]) {
          url = match[1].replace(/\/$/, '')
          port = new URL(url).port
          clearTimeout(timer)
          resolve()
        }
      })
      proc.stderr.on('data', (chunk: string) => append(chunk, true))
      proc.once('exit', (code, signal) => {
        clearTimeout(timer)
        if (!url)
          reject(new Error(`demo instance exited before it was ready (code ${code}, signal ${signal}):\n${out}`))
      })
    })

  const stop = async () => {
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    proc.kill('SIGTERM')
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
    const { token, headers, ...rest } = init
    const response = await fetch(url + path, {
      ...rest,
      headers: {
        ...(rest.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }

  const instance: Instance = {
    get url() {
      return url
    },
    dataDir,
    log: () => out,
    stderr: () => err,
    cli: (...args) => runCli(dataDir, args),
    api,
    token: async (username, password) => {
      const body = JSON.stringify({ grant_type: 'password', username, password })
      const data = await api<{ access_token: string }>('/oauth/token', { method: 'POST', body })
      return data.access_token
    },
    stop,
    start: async () => {
      url = ''
      await launch()
    },
    dispose: async () => {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }

  try {
    await launch()
  } catch (error) {
    await instance.dispose()
    throw error
  }
  return instance
}
