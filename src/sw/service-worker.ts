/**
 * Parley's service worker, compiled and emitted as /sw.js by scripts/service-worker.ts, which puts
 * the build id and the precache list in front of this code. It has no imports: it runs as a
 * classic worker script.
 *
 * - The app shell (index.html and the files the first screen needs) is precached per build.
 * - Navigations: network first, the precached index.html when the network fails (offline). A
 *   new deploy is therefore always picked up online; the waiting worker offers the update.
 * - Hashed files under /assets/: cache first (their names change with their content); the ones
 *   not precached (lazy screens, catalogues) are kept when first used.
 * - /media/: cache first, a bounded number of files.
 * - /api/ and /oauth/: never touched (the page keeps its own query cache).
 */

declare const __PARLEY_BUILD__: string
declare const __PARLEY_PRECACHE__: readonly string[]

// The DOM typings the repository compiles with lack the worker's own events.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown
  readonly source: { postMessage(message: unknown): void } | null
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  readonly location: Location
}

const worker = self as unknown as WorkerScope
const SHELL_CACHE = `parley-shell-${__PARLEY_BUILD__}`
const ASSET_CACHE = 'parley-assets'
const MEDIA_CACHE = 'parley-media'
const MAX_ASSETS = 300
const MAX_MEDIA = 200
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(__PARLEY_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })))),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('parley-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  )
})

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting()
  else if (data?.type === 'GET_VERSION') event.source?.postMessage({ type: 'VERSION', build: __PARLEY_BUILD__ })
  else if (data?.type === 'CACHE_URLS' && Array.isArray(data.urls))
    event.waitUntil(keepAssets(data.urls.filter((u): u is string => typeof u === 'string')))
})

/** The files the page loaded before this worker controlled it (its first visit). */
async function keepAssets(urls: string[]): Promise<void> {
  const cache = await caches.open(ASSET_CACHE)
  for (const href of urls) {
    const url = new URL(href, worker.location.origin)
    if (url.origin !== worker.location.origin || !url.pathname.startsWith('/assets/') || !HASHED.test(url.pathname))
      continue
    if (await caches.match(url.pathname)) continue
    try {
      const response = await fetch(url.pathname)
      if (response.ok) await cache.put(url.pathname, response)
    } catch {
      // offline already: it will be kept when next loaded
    }
  }
  await trim(ASSET_CACHE, MAX_ASSETS)
}

/** Drops the oldest entries beyond `max` (a cache lists its keys in insertion order). */
async function trim(name: string, max: number): Promise<void> {
  const cache = await caches.open(name)
  const keys = await cache.keys()
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request)
}

async function networkFirstPage(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE })
    if (shell) return shell
    throw error
  }
}

async function cacheFirst(request: Request, cacheName: string, max: number): Promise<Response> {
  const hit = await caches.match(request, { ignoreVary: true })
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') {
    const copy = response.clone()
    void caches
      .open(cacheName)
      .then((cache) => cache.put(request, copy))
      .then(() => trim(cacheName, max))
  }
  return response
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const hit = await caches.match(request, { ignoreSearch: true })
    if (hit) return hit
    throw error
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return
  const path = url.pathname
  if (path.startsWith('/api/') || path.startsWith('/oauth/') || path === '/sw.js') return
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request))
  else if (path.startsWith('/assets/') && HASHED.test(path))
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS))
  else if (path.startsWith('/media/') && !request.headers.has('range'))
    event.respondWith(cacheFirst(request, MEDIA_CACHE, MAX_MEDIA))
  else if (__PARLEY_PRECACHE__.includes(path)) event.respondWith(networkFirst(request))
})
