import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, RouterProvider, type RouterHistory } from '@/lib/router'
import { keepCachedDataOffline, restorePersistedCache } from '@/lib/persist'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { dropSessionOnInvalidToken } from './invalid-token'
import { loadRouteContext } from './load-context'
import { AppProviders } from './providers'
import { RootShell } from './root-shell'
import { loadMainLayout } from './route-view'
import { findRoute } from './routes'
import { UpdatePrompt } from './update-prompt'

export type AppRouter = { history: RouterHistory }

export type CreatedApp = {
  queryClient: QueryClient
  router: AppRouter
  /** Settles once the offline copy of the cache (if any) is in the query cache. */
  restored: Promise<void>
}

/**
 * Creates the query cache and the history, and at once starts loading the instance information,
 * the user and the first screen's chunks, in parallel with the message catalogue. The offline
 * copy of the cache, when there is one, goes in first: offline, it is what the first screen shows.
 */
export function createApp(): CreatedApp {
  const queryClient = createQueryClient()
  dropSessionOnInvalidToken(queryClient)
  keepCachedDataOffline(queryClient)
  const history = createBrowserHistory()
  const restored = restorePersistedCache(queryClient)
  // Failures show once the app renders (RootShell); nothing to do with them here.
  restored.then(() => loadRouteContext(queryClient)).catch(() => {})
  preloadScreen(history.location.pathname)
  return { queryClient, router: { history }, restored }
}

/** Downloads the chunks of the screen at `pathname`, unless its rule will send the visitor elsewhere anyway. */
function preloadScreen(pathname: string) {
  const route = findRoute(pathname)?.route
  const signedIn = session.getToken() !== null
  if (!route || (route.access === 'guest' && signedIn) || (route.access === 'member' && !signedIn)) return
  route.preload().catch(() => {})
  if (route.layout === 'main') loadMainLayout().catch(() => {})
}

type AppProps = { queryClient: QueryClient; router: AppRouter }

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider history={router.history}>
        <RootShell />
      </RouterProvider>
      <UpdatePrompt />
    </AppProviders>
  )
}
