import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/database'
import type { MitraDialect } from '../dialect'

/** What every route needs: the database and how to name this instance. */
export type AppState = {
  db: Db
  dataDir: string
  /** Fixed hostname[:port] from the options; otherwise the listening address or the Host header. */
  instanceUriOption: string | undefined
  app: FastifyInstance
  /** The Mitra release whose API this instance speaks. */
  mitra: MitraDialect
  /** Contract mode: responses are validated and requests Mitra refuses are reported. */
  contract: boolean
}

function listeningUri(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null
  if (!address || typeof address === 'string') return null
  if (address.address === '0.0.0.0' || address.address === '::') return null
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `${host}:${address.port}`
}

/** Instance.uri: the hostname (with port when not default), no scheme. */
export function instanceHost(state: AppState, req: FastifyRequest): string {
  return state.instanceUriOption ?? listeningUri(state.app) ?? req.host ?? 'localhost'
}

/** The instance URL local actor and object ids are built from. */
export function instanceUrl(state: AppState, req: FastifyRequest): string {
  return `${req.protocol}://${instanceHost(state, req)}`
}

/** The URL the request came to (Mitra's get_request_base_url): media and paging links use it. */
export function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host ?? 'localhost'}`
}
