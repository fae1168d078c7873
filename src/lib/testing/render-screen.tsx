import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { stubFetch, type StubHandler } from './fetch-stub'

/**
 * Renders `ui` for a signed-in person at `path`, with i18n, a fresh query client that does not
 * retry, and fetch answered by `handler`. Call `resetScreen` after each test.
 */
export function renderSignedIn(ui: ReactElement, { path, handler }: { path: string; handler: StubHandler }) {
  session.setToken('token')
  const stub = stubFetch(handler)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory([path])}>{ui}</RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, client }
}

/** Unmounts, restores fetch and forgets the session. */
export function resetScreen() {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
}

/** A page of a list as Mitra sends it, with a Link header to the next page when `nextUrl` is given. */
export function pageResponse(items: unknown[], nextUrl?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (nextUrl) headers.Link = `<${nextUrl}>; rel="next"`
  return new Response(JSON.stringify(items), { status: 200, headers })
}
