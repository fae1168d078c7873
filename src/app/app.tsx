import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { dropSessionOnInvalidToken } from './invalid-token'
import { AppProviders } from './providers'
import { createRoutes } from './router'

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * Creates the query cache and the router. The router starts loading the instance information (and
 * the first screen's module) at once, in parallel with the message catalogue.
 */
export function createApp(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient()
  dropSessionOnInvalidToken(queryClient)
  const router = createBrowserRouter(createRoutes(queryClient))
  return { queryClient, router }
}

type AppProps = { queryClient: QueryClient; router: AppRouter }

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
