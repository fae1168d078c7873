import { useSyncExternalStore } from 'react'

/**
 * Registers the service worker (/sw.js, emitted by the production build) and follows its updates:
 * a new worker that has installed while this page runs waits, and the update prompt offers it.
 * Nothing happens under the dev server, in tests, or where the browser has no service workers.
 */

const HOUR = 60 * 60 * 1000

type Listener = () => void
const listeners = new Set<Listener>()
let waiting: ServiceWorker | null = null
let registered: ServiceWorkerRegistration | null = null
let reloadOnChange = false

function setWaiting(next: ServiceWorker | null) {
  waiting = next
  for (const listener of listeners) listener()
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a new version waits to be used. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  )
}

/**
 * Activates the waiting version; the page reloads once it controls the page. The worker that
 * waits now, as the registration says: two update checks at once (the browser's own on a load, and
 * this page's) may have made the one first seen redundant.
 */
export function applyUpdate(): void {
  const target = registered?.waiting ?? waiting
  if (!target) return
  reloadOnChange = true
  target.postMessage({ type: 'SKIP_WAITING' })
}

function watch(registration: ServiceWorkerRegistration) {
  registered = registration
  // Only with a controller is an installed worker an update (else it is the first install).
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(registration.waiting ?? worker)
    })
  }
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting)
  // One already installing when the page registered (the browser looked for an update on its own).
  follow(registration.installing)
  registration.addEventListener('updatefound', () => follow(registration.installing))
}

/** The built files this page loaded before the worker controlled it: the worker keeps them too. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`))
}

/** Whether this build uses a service worker here: production builds, in browsers that have them. */
export function serviceWorkerEnabled(): boolean {
  return (
    import.meta.env.PROD &&
    import.meta.env.MODE !== 'test' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  )
}

export function registerServiceWorker(): void {
  if (!serviceWorkerEnabled()) return
  const container = navigator.serviceWorker
  container.addEventListener('controllerchange', () => {
    if (reloadOnChange) window.location.reload()
  })
  const register = () => {
    container
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((registration) => {
        watch(registration)
        let lastCheck = 0
        const check = () => {
          lastCheck = Date.now()
          registration.update().catch(() => {})
        }
        // Each start looks for a new deploy (one small request), then every hour while open.
        if (container.controller) check()
        setInterval(check, HOUR)
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible' && Date.now() - lastCheck > HOUR) check()
        })
        return container.ready
      })
      .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedAssets() }))
      .catch(() => {
        // No worker (blocked, private mode): the app works online as before.
      })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
