import { Transform } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { readConfig } from '../db/config'
import type { Db } from '../db/database'

/** The error Fastify raises for a body over its limit; the error handler answers 413 text/plain. */
export function bodyTooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })
}

/** The routes that carry files: an upload, and a profile's avatar and banner (base64 in JSON). */
const MEDIA_ROUTES = new Set(['POST /api/v1/media', 'PATCH /api/v1/accounts/update_credentials'])

/** Every other route's limit: far above any post, form or import, far below what would hold the server. */
export const SMALL_BODY_LIMIT = 1024 * 1024

/**
 * Mitra's payload limit is twice the media file size limit, on every route (actix's JsonConfig
 * and PayloadConfig, server.rs). Mitra parses on several workers; this server parses JSON on the
 * one thread that answers everyone, so it keeps that limit for the routes that carry files and
 * takes at most SMALL_BODY_LIMIT elsewhere (docs/decisions/0087-bodies-of-1-mib-except-where-files-are-sent.md).
 * The CLI may change the media limit while the server runs: Fastify's own bodyLimit is a fixed
 * ceiling, and this hook applies it.
 */
export function registerBodyLimit(app: FastifyInstance, db: Db): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    const length = req.headers['content-length']
    if (length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined)) return payload
    const limit = MEDIA_ROUTES.has(`${req.method} ${req.routeOptions.url}`)
      ? 2 * readConfig(db).media_file_size_limit
      : SMALL_BODY_LIMIT
    if (length !== undefined && Number(length) > limit) throw bodyTooLarge()
    // Fastify compares receivedEncodedLength with Content-Length, so keep it up to date.
    const counter = Object.assign(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          counter.receivedEncodedLength += chunk.length
          if (counter.receivedEncodedLength > limit) done(bodyTooLarge())
          else done(null, chunk)
        },
      }),
      { receivedEncodedLength: 0 },
    )
    return payload.pipe(counter)
  })
}

/** A large body (a file's base64) holds a few objects and arrays; more than this many is a flood. */
const LARGE_BODY_CONTAINERS_MAX = 1000

/**
 * Whether JSON text over SMALL_BODY_LIMIT opens too many objects and arrays to be a request of
 * this API: parsing 39 MB of `[{},{},…]` would hold the server for seconds and take a gigabyte.
 * Counts with indexOf (native, about a gigabyte a second) and stops at the limit. Base64 has
 * neither bracket, so a brace inside a string is rare and only counts against the sender.
 */
export function isJsonFlood(text: string): boolean {
  if (text.length <= SMALL_BODY_LIMIT) return false
  let count = 0
  for (const open of ['{', '[']) {
    for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, at + 1)) {
      if (++count > LARGE_BODY_CONTAINERS_MAX) return true
    }
  }
  return false
}
