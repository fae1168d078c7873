import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { accountKeys } from '@/api/accounts/queries'
import { instanceKeys } from '@/api/instance/queries'
import type { Instance } from '@/api/instance/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { ToastRegion } from '@/ui/toast/toast-region'
import { makeUser } from './fixtures'

export const MEMBER_TOKEN = 'token-1'

/**
 * Renders post cards (or anything) for a signed-in member on `instance`, with the toasts, and
 * returns the query client; `prepare` fills the cache first (posts shown elsewhere, for instance).
 */
export function renderForMember(ui: ReactNode, instance: Instance, prepare?: (queryClient: QueryClient) => void) {
  session.setToken(MEMBER_TOKEN)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(accountKeys.current(MEMBER_TOKEN), makeUser())
  queryClient.setQueryData(instanceKeys.all, instance)
  prepare?.(queryClient)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory()}>
          {ui}
          <ToastRegion />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return queryClient
}

/** Opens the post's More actions menu and returns its items' texts. */
export async function openMoreMenu(): Promise<(string | null)[]> {
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
}
