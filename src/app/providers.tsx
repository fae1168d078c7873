import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { i18n } from '@/i18n/setup'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

/** Messages and the query cache, around the router. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  )
}
