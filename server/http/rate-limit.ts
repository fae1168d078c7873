import type { FastifyRequest } from 'fastify'
import { readConfig } from '../db/config'
import type { AppState } from './context'
import { RateLimited } from './errors'

/** Mitra's actix-governor limits per peer IP: a burst, then one request per period. */
const LIMITS = {
  token: { burst: 5, periodMs: 120_000 },
  register: { burst: 2, periodMs: 300_000 },
  search: { burst: 2, periodMs: 30_000 },
} as const

export type LimitName = keyof typeof LIMITS

type Bucket = { tokens: number; updated: number }
const buckets = new WeakMap<AppState, Map<string, Bucket>>()

/** Throws RateLimited (429 text/plain) when the setting rate_limits_enabled is on and the IP is over. */
export function checkRateLimit(state: AppState, req: FastifyRequest, name: LimitName, now = Date.now()): void {
  if (!readConfig(state.db).rate_limits_enabled) return
  const { burst, periodMs } = LIMITS[name]
  let map = buckets.get(state)
  if (!map) {
    map = new Map()
    buckets.set(state, map)
  }
  const key = `${name}:${req.ip}`
  const bucket = map.get(key) ?? { tokens: burst, updated: now }
  const refill = Math.floor((now - bucket.updated) / periodMs)
  if (refill > 0) {
    bucket.tokens = Math.min(burst, bucket.tokens + refill)
    bucket.updated += refill * periodMs
  }
  if (bucket.tokens === burst) bucket.updated = now
  if (bucket.tokens <= 0) {
    map.set(key, bucket)
    throw new RateLimited(Math.max(1, Math.ceil((bucket.updated + periodMs - now) / 1000)))
  }
  bucket.tokens -= 1
  map.set(key, bucket)
}
