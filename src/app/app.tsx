import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, RouterProvider, type RouterHistory } from '@/lib/router'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { dropSessionOnInvalidToken } from './invalid-token'
import { loadRouteContext } from './load-context'
import { AppProviders } from './providers'
import { RootShell } from './root-shell'
import { loadMainLayout } from './route-view'
import { findRoute } from './routes'

export type AppRouter = { history: RouterHistory }

/**
 * Creates the query cache and the history, and at once starts loading the instance information,
 * the user and the first screen's chunks, in parallel with the message catalogue.
 */
export function createApp(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient()
  dropSessionOnInvalidToken(queryClient)
  const history = createBrowserHistory()
  // Failures show once the app renders (RootShell); nothing to do with them here.
  loadRouteContext(queryClient).catch(() => {})
  preloadScreen(history.location.pathname)
  return { queryClient, router: { history } }
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
    </AppProviders>
  )
}
