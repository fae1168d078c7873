import type { FastifyRequest } from 'fastify'
import type { User } from '../db/accounts'
import type { Db } from '../db/database'
import type { MitraDialect } from '../dialect'
import { baseUrl, instanceUrl, type AppState } from '../http/context'
import type { Batch } from './batch'

/** Per-request state of the serialisers, with caches for accounts and visibility checks. */
export type SerializeContext = {
  db: Db
  viewerId: string | null
  instanceUrl: string
  baseUrl: string
  now: string
  /** The dialect the instance speaks (entities differ: see docs/mitra-versions.md). */
  mitra: MitraDialect
  accounts: Map<string, unknown>
  visible: Map<string, boolean>
  /** Rows preloaded for a page of posts (see batch.ts). */
  batch?: Batch
}

export function serializeContext(state: AppState, req: FastifyRequest, viewer: User | null): SerializeContext {
  return {
    db: state.db,
    viewerId: viewer?.account.id ?? null,
    instanceUrl: instanceUrl(state, req),
    baseUrl: baseUrl(req),
    now: new Date().toISOString(),
    mitra: state.mitra,
    accounts: new Map(),
    visible: new Map(),
  }
}
