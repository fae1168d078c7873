import type { FastifyInstance } from 'fastify'
import { DEFAULT_DIALECT, type MitraDialect } from '../dialect'

/**
 * Where the client may connect, as the release serves its web client: Mitra 3.21.0 allows its own
 * origin only (src/http.rs); 4.6.0 opened it to any origin for "attach from URL" (5.9.1:
 * mitra_api/src/http.rs, "connect-src 'self' *").
 */
export const CONNECT_SRC: Record<MitraDialect, string> = {
  '3.21': "connect-src 'self'",
  '5.9': "connect-src 'self' *",
}

/**
 * The policy the built client runs under: no inline script or style, no eval. React sets
 * style attributes through the CSSOM, which style-src does not govern, so 'unsafe-inline' is
 * not needed. connect-src follows the dialect (CONNECT_SRC).
 */
export function contentSecurityPolicy(dialect: MitraDialect): string {
  return POLICY.map((directive) => (directive === CONNECT ? CONNECT_SRC[dialect] : directive)).join('; ')
}

const CONNECT = 'connect-src'
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https: blob:",
  CONNECT,
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
]

/** The policy of the default dialect (3.21). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(DEFAULT_DIALECT)

/** Uploaded and generated media (SVG included) must never run anything when opened directly. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()'

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/oauth/')

export function registerSecurityHeaders(app: FastifyInstance, dialect: MitraDialect = DEFAULT_DIALECT): void {
  const clientPolicy = contentSecurityPolicy(dialect)
  app.addHook('onRequest', async (req, reply) => {
    const media = req.url.startsWith('/media/') || req.url.startsWith('/api/v1/accounts/identicon')
    reply.header('Content-Security-Policy', media ? MEDIA_CSP : clientPolicy)
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('X-Frame-Options', 'DENY')
    reply.header('Referrer-Policy', 'no-referrer')
    reply.header('Permissions-Policy', PERMISSIONS_POLICY)
    reply.header('Cross-Origin-Opener-Policy', 'same-origin')
    if (!isApi(req.url)) return
    // Mitra's API is open to clients served from other origins.
    reply.header('Access-Control-Allow-Origin', '*')
    reply.header('Access-Control-Expose-Headers', 'Link')
    if (req.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key')
      reply.header('Access-Control-Max-Age', '3600')
      return reply.code(204).send()
    }
  })
}
