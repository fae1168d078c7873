import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, RouterProvider, type RouterHistory } from '@/lib/router'
import { isOnline } from '@/lib/network-status'
import { keepCachedDataOffline, restorePersistedCache } from '@/lib/persist'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { dropSessionOnInvalidToken } from './invalid-token'
import { redirectFor } from './guards'
import { loadRouteContext, type RouteContext } from './load-context'
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
  /** Settles once the first screen's code (and its layout's) has loaded, or failed to. */
  firstScreen: Promise<void>
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
  // Online, the instance and the user are asked for at once, while the offline copy is restored
  // (restoring never replaces fresher data); offline, the copy is all there is. Failures show once
  // the app renders (RootShell); nothing to do with them here.
  const context = isOnline() ? loadRouteContext(queryClient) : restored.then(() => loadRouteContext(queryClient))
  context.catch(() => {})
  const firstScreen = preloadScreen(history.location.pathname, queryClient, context)
  return { queryClient, router: { history }, restored, firstScreen }
}

/**
 * Downloads the chunks of the screen at `pathname` and asks for its first data, unless its rule
 * will send the visitor elsewhere anyway. Settles when the chunks have loaded or failed to.
 */
function preloadScreen(pathname: string, queryClient: QueryClient, context: Promise<RouteContext>): Promise<void> {
  const found = findRoute(pathname)
  if (!found) return Promise.resolve()
  const { route, params } = found
  const signedIn = session.getToken() !== null
  if ((route.access === 'guest' && signedIn) || (route.access === 'member' && !signedIn)) return Promise.resolve()
  const chunks = Promise.all([route.preload(), route.layout === 'main' ? loadMainLayout() : null]).then(
    () => {},
    () => {
      // The screen's error boundary says so, and offers to try again.
    },
  )
  const { prefetch } = route
  // Offline a request can only fail, and its failure raced the offline copy being restored: a
  // query that failed after the copy had filled it showed the error instead of the copy. The
  // screen takes what the copy holds when it renders, or says that it is offline.
  if (!prefetch || !isOnline()) return chunks
  // A screen open to everyone or to members (with a session: a refused token ends it whichever
  // call hears it first) asks at once; another once the user and instance are known to let them in.
  const asked =
    route.access === 'everyone' || route.access === 'member'
      ? prefetch(queryClient, params)
      : context.then((loaded) =>
          redirectFor(route.access, loaded) === null ? prefetch(queryClient, params) : undefined,
        )
  asked.catch(() => {
    // The screen asks again and shows what went wrong.
  })
  return chunks
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
