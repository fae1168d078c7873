/**
 * Which requests Parley's service worker answers, and how (src/sw/sw.ts registers one Workbox
 * route per rule). Kept apart from the worker so that the rules can be tested without one.
 *
 * - `page`: navigations, from the network; the precached index.html only when the network fails
 *   (offline). A new deploy is therefore always picked up online.
 * - `precached`: hashed files of the app shell, from the precache (their names change with their
 *   content).
 * - `asset`: the other hashed files under /assets/ (lazy screens, catalogues): cache first, kept
 *   when first used.
 * - `media`: /media/, cache first, a bounded number of files (not range requests).
 * - `public`: the other precached files (icons, manifest, the instance's custom.css, which its
 *   admin may replace at any time): from the network, the precached copy only offline.
 * - `null`: left to the network. Always so for other origins, methods other than GET, and for
 *   /api/, /oauth/ and the worker itself (the page keeps its own query cache).
 */

export type Rule = 'page' | 'precached' | 'asset' | 'media' | 'public' | null

/** A file name that carries a content hash (`core-DRn6PK7B.js`). */
export const HASHED = /-[A-Za-z0-9_-]{7,}\.[a-z0-9]+$/

/** A catalogue part, in a folder named for the hash of all catalogues (`/assets/messages-Bx81sdQe/de.core.js`). */
export const CATALOGUE = /^\/assets\/messages-[A-Za-z0-9_-]{7,}\/[^/]+$/

/** Paths the worker never answers, navigations included. */
export const NEVER_TOUCHED: readonly RegExp[] = [/^\/api\//, /^\/oauth\//, /^\/sw\.js$/]

/** The parts of a request the rules read (a Request, or a Workbox route's request). */
export type RequestLike = {
  readonly method: string
  readonly url: string
  readonly mode: string
  readonly headers: { has(name: string): boolean }
}

/** What the worker does with `request`; `origin` is the worker's, `precached` the precache's paths. */
export function ruleFor(request: RequestLike, origin: string, precached: ReadonlySet<string>): Rule {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.origin !== origin) return null
  const path = url.pathname
  if (NEVER_TOUCHED.some((pattern) => pattern.test(path))) return null
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/assets/') && (HASHED.test(path) || CATALOGUE.test(path)))
    return precached.has(path) ? 'precached' : 'asset'
  if (path.startsWith('/media/') && !request.headers.has('range')) return 'media'
  if (precached.has(path)) return 'public'
  return null
}
