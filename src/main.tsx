import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createApp } from './app/app'
import { stopRecordingEarlyClicks } from './boot/early-clicks'
import { bootDone } from './boot/ready'
import { LANDING_PATH } from './app/guards'
import { findRoute } from './app/routes'
import { registerServiceWorker } from './app/sw-register'
import { activateLocale, initialLocales, localeOverride } from './i18n/setup'
import { isOnline } from './lib/network-status'
import { persistQueryCache } from './lib/persist'
import { session } from './lib/session'
import { theme } from './lib/theme'
import './ui/theme/tokens.css'
import './ui/theme/base.css'

// A theme chosen earlier applies before the first paint.
theme.reload()

/**
 * The longest the first render waits for the offline copy of the cache once the messages are
 * there; after it, the app renders and the copy fills in when it arrives. Offline the copy is all
 * there is to show, so it waits longer (docs/decisions/0053-offline-copy-of-the-query-cache.md).
 */
const RESTORE_WAIT_MS = isOnline() ? 50 : 2000
const FIRST_SCREEN_WAIT_MS = 1000
/** The longest the app waits for the boot script (render-blocking: nothing is painted meanwhile). */
const BOOT_WAIT_MS = 3000

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Starts the app: once the boot script has done its part, which it may not have yet (an async script). */
function start(): void {
  const wanted = localeOverride() ?? initialLocales(session.getToken() !== null)
  // The messages load first: a screen's code waits for them (loadAppMessages) before it warms up.
  const activated = activateLocale(wanted)
  // The router starts loading data and the first screen while the messages load.
  const { queryClient, router, restored, firstScreen } = createApp()
  const container = document.getElementById('root')!
  // The landing page written at build time, shown by the boot script where it applies (a guest at
  // "/" in English): React takes it over as it is, keeping what was typed meanwhile. Elsewhere the
  // app renders the page itself.
  const hydrating =
    container.hasAttribute('data-prerendered') && document.documentElement.hasAttribute('data-prerender')
  if (!hydrating) {
    container.removeAttribute('data-prerendered')
    container.replaceChildren()
  }
  /**
   * Before the first render: the offline copy (see RESTORE_WAIT_MS) and the first screen's code, so
   * that the screen renders with its layout in one pass, without a skeleton in between. A screen
   * whose code is slow to come shows the skeleton after FIRST_SCREEN_WAIT_MS.
   */
  const beforeFirstRender = () =>
    Promise.all([
      Promise.race([restored, later(RESTORE_WAIT_MS)]),
      Promise.race([firstScreen, later(FIRST_SCREEN_WAIT_MS)]),
    ])
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  )
  // A page the build wrote is on screen already: it waits for the messages and its own code only.
  // Nothing may suspend while React hydrates it: an update reaching a part still waiting for its
  // code would make React throw that part's markup away, and what was typed into it.
  void activated.finally(hydrating ? () => findRoute(LANDING_PATH)?.route.preload() : beforeFirstRender).finally(() => {
    if (hydrating) {
      stopRecordingEarlyClicks()
      hydrateRoot(container, app, { onRecoverableError: hydrationFailed })
    } else createRoot(container).render(app)
    void restored.then(() => persistQueryCache(queryClient))
  })
}

void Promise.race([bootDone(), later(BOOT_WAIT_MS)]).then(start, start)
registerServiceWorker()

/**
 * React renders the page itself when the markup written at build time does not match its own first
 * render (and what was typed into it is lost): a bug, marked on <html> for the journeys to see.
 */
function hydrationFailed(error: unknown): void {
  document.documentElement.dataset.renderRecovered = error instanceof Error ? error.message : String(error)
  console.error('React had to render the landing page again:', error)
}
