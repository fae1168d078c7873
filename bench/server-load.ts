/**
 * The demo instance under load: a freshly seeded instance (child process, contract validation
 * off), 50 concurrent keep-alive connections for 30 s on loopback against GET
 * /api/v1/timelines/home and GET /api/v1/notifications as the demo member. Prints requests,
 * errors (any non-200 answer or failed request), p50 and p99 per route and in total.
 *
 * Alone: `node --import tsx bench/server-load.ts` (PARLEY_LOAD_SECONDS and
 * PARLEY_LOAD_CONNECTIONS override 30 s and 50). `npm run bench` runs it as one more table.
 * Exits non-zero when any request failed.
 */
import { Agent, request } from 'node:http'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { demoAccounts } from '../e2e/support/demo'
import { startInstance } from '../e2e/support/instance'

export const LOAD_PATHS = ['/api/v1/timelines/home', '/api/v1/notifications'] as const

export type RouteLoad = { path: string; requests: number; errors: number; p50: number; p99: number }
export type LoadResult = { seconds: number; connections: number; routes: RouteLoad[]; total: RouteLoad; firstError: string | null }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? NaN
}

function summary(path: string, latencies: number[], errors: number): RouteLoad {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { path, requests: latencies.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

/** One GET on a kept-alive socket; resolves with its status (0 for a failed request) and body size. */
function get(agent: Agent, url: URL, token: string): Promise<{ status: number; error: string | null }> {
  return new Promise((done) => {
    const req = request(url, { agent, method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => done({ status: res.statusCode ?? 0, error: res.statusCode === 200 ? null : `HTTP ${res.statusCode}` }))
      res.on('error', (err) => done({ status: 0, error: err.message }))
    })
    req.on('error', (err) => done({ status: 0, error: err.message }))
    req.end()
  })
}

/** Runs the load against a running instance at `origin`. */
export async function runLoad(origin: string, token: string, seconds: number, connections: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  const latencies = LOAD_PATHS.map(() => [] as number[])
  const errors = LOAD_PATHS.map(() => 0)
  let firstError: string | null = null
  const end = performance.now() + seconds * 1000
  const worker = async (n: number) => {
    // Each connection alternates the two routes, starting on a different one every other worker.
    let i = n % LOAD_PATHS.length
    while (performance.now() < end) {
      const route = i % LOAD_PATHS.length
      i += 1
      const started = performance.now()
      const res = await get(agent, new URL(LOAD_PATHS[route] ?? '', origin), token)
      const ms = performance.now() - started
      latencies[route]?.push(ms)
      if (res.error) {
        errors[route] = (errors[route] ?? 0) + 1
        firstError ??= `${LOAD_PATHS[route]}: ${res.error}`
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)))
  agent.destroy()
  const routes = LOAD_PATHS.map((path, r) => summary(path, latencies[r] ?? [], errors[r] ?? 0))
  const total = summary('total', latencies.flat(), errors.reduce((a, b) => a + b, 0))
  return { seconds, connections, routes, total, firstError }
}

/** Starts a seeded instance, warms it up, loads it, stops it. */
export async function measureServerLoad(seconds = 30, connections = 50): Promise<LoadResult> {
  const instance = await startInstance({ seed: 'demo', contract: false })
  try {
    const { member } = demoAccounts(instance)
    const token = await instance.token(member.username, member.password)
    await runLoad(instance.url, token, 2, 4)
    return await runLoad(instance.url, token, seconds, connections)
  } finally {
    await instance.dispose()
  }
}

export function loadRows(result: LoadResult): string[][] {
  return [...result.routes, result.total].map((r) => [
    r.path,
    String(r.requests),
    String(r.errors),
    (r.requests / result.seconds).toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
  ])
}

export const LOAD_HEAD = ['GET', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms']

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const seconds = Number(process.env.PARLEY_LOAD_SECONDS ?? 30)
  const connections = Number(process.env.PARLEY_LOAD_CONNECTIONS ?? 50)
  const result = await measureServerLoad(seconds, connections)
  console.log(`\nServer load: ${connections} keep-alive connections for ${seconds} s on loopback, demo member (alice):\n`)
  const rows = loadRows(result)
  const widths = LOAD_HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('   ')
  console.log([fmt(LOAD_HEAD), widths.map((w) => '-'.repeat(w)).join('   '), ...rows.map(fmt)].join('\n'))
  if (result.firstError) console.log(`\nfirst error: ${result.firstError}`)
  console.log('')
  if (result.total.errors > 0) process.exitCode = 1
}
