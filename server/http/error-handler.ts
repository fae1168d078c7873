import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiError, errorBody, RateLimited } from './errors'
import { serveClientFallback, type ClientState } from './client'
import type { AppState } from './context'
import { MitraRefusal, refusalReport } from './mitra-request'

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/oauth/')

/** Maps every error to Mitra's shapes; unexpected ones become 500 and are logged. */
export function registerErrorHandling(
  app: FastifyInstance,
  client: ClientState,
  state: Pick<AppState, 'mitra' | 'contract'>,
): void {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof MitraRefusal && state.contract) console.error(`\n${refusalReport(req, state.mitra, err)}\n`)
    if (err instanceof RateLimited) return reply.code(429).type('text/plain; charset=utf-8').send(err.message)
    if (err instanceof ApiError) return reply.code(err.status).type('application/json').send(errorBody(err.message))
    const code = 'code' in err ? err.code : undefined
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).type('text/plain; charset=utf-8').send('A payload reached size limit.')
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(400).type('application/json').send(errorBody('Content type error'))
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(400)
        .type('application/json')
        .send(errorBody('Json deserialize error: EOF while parsing a value at line 1 column 0'))
    }
    if (err instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply
        .code(400)
        .type('application/json')
        .send(errorBody(`Json deserialize error: ${err.message}`))
    }
    if (status >= 400 && status < 500) return reply.code(status).type('application/json').send(errorBody(err.message))
    req.log.error(err)
    console.error(`[parley] ${req.method} ${req.url} failed:`, err)
    return reply.code(500).type('application/json').send(errorBody('internal error'))
  })

  app.setNotFoundHandler((req, reply) => {
    if (isApi(req.url)) return reply.code(404).type('application/json').send(errorBody('endpoint not found'))
    return serveClientFallback(client, req, reply)
  })
}
