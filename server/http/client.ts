import { existsSync, mkdirSync } from 'node:fs'
import { basename, join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Crawlers may read the public pages; nothing personal, and no API. */
export const ROBOTS_TXT = `User-agent: *
Allow: /$
Allow: /about
Allow: /local
Allow: /post/
Allow: /tag/
Allow: /profile/
Allow: /@
Disallow: /api/
Disallow: /oauth/
Disallow: /media/
Disallow: /home
Disallow: /federated
Disallow: /notifications
Disallow: /search
Disallow: /settings
Disallow: /bookmarks
Disallow: /mutes
Disallow: /follow-requests
Disallow: /profile-directory
Disallow: /custom-feed
Disallow: /subscriber/
Disallow: /subscriptions/
`

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley: client not built</title></head>
<body><h1>The web client is not built</h1>
<p>The API is running, but there is no built client to serve. Run <code>npm run build</code> and reload.</p>
</body></html>
`

/** Built files whose names carry a content hash may be cached for a year. */
function cacheControl(filePath: string): string {
  // A precompressed copy (app.js.br) is cached like the file it stands for.
  const name = basename(filePath).replace(/\.(?:br|gz)$/, '')
  // The service worker and the manifest must be checked on every visit, so a deploy is seen.
  if (['index.html', 'custom.css', 'sw.js', 'manifest.webmanifest'].includes(name)) return 'no-cache'
  if (filePath.includes(`${sep}assets${sep}`) && /-[A-Za-z0-9_-]{7,}\.[a-z0-9]+$/.test(name))
    return 'public, max-age=31536000, immutable'
  // The locale catalogues' folder carries the hash of everything they are made from.
  if (/[\\/]assets[\\/]messages-[A-Za-z0-9_-]{7,}[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** Paths that name a file: a miss is a 404, not the app shell. */
const FILE_LIKE =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest|wasm|mp4|webm|mp3|ogg)$/i

export type ClientState = { built: boolean }

export function registerClient(app: FastifyInstance, clientDir: string, mediaDir: string): ClientState {
  const root = resolve(clientDir)
  const built = existsSync(join(root, 'index.html'))

  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(ROBOTS_TXT),
  )

  mkdirSync(mediaDir, { recursive: true })
  app.register(fastifyStatic, {
    root: resolve(mediaDir),
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    // Media files are named by the SHA-256 of their content: a name never changes its bytes.
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  })
  if (built) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      // The build writes .br and .gz beside each text file (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(filePath)),
    })
  }
  return { built }
}

/** Any other GET of a page serves the app shell (history-API routing). */
export function serveClientFallback(state: ClientState, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0] ?? '/'
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    path.startsWith('/media/') ||
    FILE_LIKE.test(path) ||
    path.startsWith('/assets/')
  ) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
  }
  if (!state.built)
    return reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_BUILT_PAGE)
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
}
