import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024

/** The encoding to use for a request's Accept-Encoding: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br'
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip'
  return null
}

/**
 * Compresses JSON answers of the API for clients that accept it (a timeline page shrinks from
 * about 50 KB to 6 KB). Registered after the contract hook, so that one still reads plain JSON.
 * Static files are compressed once at build time (scripts/precompress.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload
    if (reply.getHeader('content-encoding')) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.startsWith('application/json') && !type.startsWith('text/csv')) return payload
    reply.header('vary', 'Accept-Encoding')
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!encoding) return payload
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(payload, { level: 6 })
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return body
  })
}
