import { Transform } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { readConfig } from '../db/config'
import type { Db } from '../db/database'

/** The error Fastify raises for a body over its limit; the error handler answers 413 text/plain. */
export function bodyTooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })
}

/**
 * Mitra's payload limit is twice the media file size limit, which the CLI may change while the
 * server runs: Fastify's own bodyLimit is a fixed ceiling, and this hook applies the setting.
 */
export function registerBodyLimit(app: FastifyInstance, db: Db): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    const length = req.headers['content-length']
    if (length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined)) return payload
    const limit = 2 * readConfig(db).media_file_size_limit
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
