import type { FastifyInstance } from 'fastify'

/**
 * The policy the built client runs under: no inline script or style, no eval. React sets
 * style attributes through the CSSOM, which style-src does not govern, so 'unsafe-inline' is
 * not needed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** Uploaded and generated media (SVG included) must never run anything when opened directly. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()'

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/oauth/')

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const media = req.url.startsWith('/media/') || req.url.startsWith('/api/v1/accounts/identicon')
    reply.header('Content-Security-Policy', media ? MEDIA_CSP : CONTENT_SECURITY_POLICY)
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
