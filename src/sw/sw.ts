/**
 * Parley's service worker, on Workbox's modules. vite-plugin-pwa builds it into /sw.js and puts
 * the precache list in place of `self.__WB_MANIFEST` (scripts/service-worker.ts); the build id is
 * the one in index.html. Which request gets which answer is in ./rules.ts:
 *
 * - the app shell (index.html and the files the first screen needs) is precached per build, and
 *   what an older build precached is deleted when the new worker takes over;
 * - navigations: network first, the precached index.html when the network fails (offline);
 * - hashed files: from the precache, or cache first in `parley-assets` (kept when first used);
 * - /media/: cache first in `parley-media` (which logging out deletes: src/lib/persist);
 * - /api/ and /oauth/: never touched (the page keeps its own query cache).
 *
 * A new worker waits until the page asks it to take over (SKIP_WAITING: src/app/sw-register.ts).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { PrecacheController, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { ruleFor, type Rule } from './rules'

declare const __PARLEY_BUILD__: string

// The DOM typings the repository compiles with lack the worker's own events.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown
  readonly source: { postMessage(message: unknown): void } | null
}
interface WorkerScope {
  addEventListener(type: 'activate', listener: (event: WorkerEvent) => void): void
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
  skipWaiting(): Promise<void>
  readonly location: Location
}

const worker = self as unknown as WorkerScope
// Written as is: the build replaces this expression with the list.
const manifest = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST

const SHELL_CACHE = 'parley-shell'
const ASSET_CACHE = 'parley-assets'
const MEDIA_CACHE = 'parley-media'
const MAX_ASSETS = 300
const MAX_MEDIA = 200

const shell = new PrecacheController({ cacheName: SHELL_CACHE })
shell.precache(manifest)
const precached = new Set(manifest.map((entry) => new URL(entry.url, worker.location.href).pathname))

/**
 * Keeps a cache to `max` entries, dropping the oldest (a cache lists its keys in insertion order).
 * Not workbox-expiration: it records every URL it keeps in an IndexedDB database of its own,
 * which logging out would leave behind (the media of private posts included).
 */
function bounded(max: number): WorkboxPlugin {
  return {
    async cacheDidUpdate({ cacheName }) {
      const cache = await caches.open(cacheName)
      const keys = await cache.keys()
      for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request)
    },
  }
}

const assets = new CacheFirst({
  cacheName: ASSET_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [bounded(MAX_ASSETS)],
})
const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [bounded(MAX_MEDIA)],
})
/** From the network; offline, the precached copy of the same file. */
const network = (fallback: (request: Request) => Promise<Response | undefined>) =>
  new NetworkOnly({ plugins: [{ handlerDidError: ({ request }) => fallback(request) }] })

const STRATEGIES: Record<Exclude<Rule, null>, Parameters<typeof registerRoute>[1]> = {
  page: new NetworkOnly({
    plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html', precacheController: shell })],
  }),
  precached: shell.strategy,
  asset: assets,
  media,
  public: network((request) => shell.matchPrecache(new URL(request.url).pathname)),
}
for (const [rule, strategy] of Object.entries(STRATEGIES))
  registerRoute(({ request }) => ruleFor(request, worker.location.origin, precached) === rule, strategy)

clientsClaim()

// The hand-written worker before this one kept each build's shell in `parley-shell-<build>`.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(`${SHELL_CACHE}-`)).map((name) => caches.delete(name))),
      ),
  )
})

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting()
  else if (data?.type === 'GET_VERSION') event.source?.postMessage({ type: 'VERSION', build: __PARLEY_BUILD__ })
  else if (data?.type === 'CACHE_URLS' && Array.isArray(data.urls))
    event.waitUntil(
      keepAssets(
        data.urls.filter((u): u is string => typeof u === 'string'),
        event,
      ),
    )
})

/** The files the page loaded before this worker controlled it (its first visit). */
async function keepAssets(urls: string[], event: WorkerEvent): Promise<void> {
  for (const href of urls) {
    const url = new URL(href, worker.location.origin)
    const request = new Request(url.pathname)
    if (url.origin !== worker.location.origin || ruleFor(request, worker.location.origin, precached) !== 'asset')
      continue
    // Cache first: a file already kept is not downloaded again. Offline: it is kept when next loaded.
    await assets.handle({ request, event }).catch(() => undefined)
  }
}
