import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createApp } from './app/app'
import { registerServiceWorker } from './app/sw-register'
import { activateLocale, chosenLocale, initialLocales, localeOverride } from './i18n/setup'
import { isOnline } from './lib/network-status'
import { persistQueryCache } from './lib/persist'
import { session } from './lib/session'
import { theme } from './lib/theme'
import { runInTasks } from './lib/run-in-tasks'
import { formatSteps } from './lib/warm-formats'
import './ui/theme/tokens.css'
import './ui/theme/base.css'

// A theme chosen earlier applies before the first paint.
theme.reload()

/**
 * The longest the first render waits for the offline copy of the cache once the messages are
 * there; after it, the app renders and the copy fills in when it arrives. Offline the copy is all
 * there is to show, so it waits longer (docs/decisions.md, "Installable and offline").
 */
const RESTORE_WAIT_MS = isOnline() ? 50 : 2000

const wanted = localeOverride() ?? initialLocales(session.getToken() !== null)
// The messages load first: a screen's code waits for them (loadAppMessages) before it warms up.
const activated = activateLocale(wanted)
// The router starts loading data and the first screen while the messages load.
const { queryClient, router, restored } = createApp()
const root = createRoot(document.getElementById('root')!)
const restoredOrLate = () => Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
// While the messages and the first screen's code and data are on their way: see formatSteps.
runInTasks(formatSteps(chosenLocale(wanted)))
void activated
  .finally(restoredOrLate)
  .finally(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
    void restored.then(() => persistQueryCache(queryClient))
  })
registerServiceWorker()
