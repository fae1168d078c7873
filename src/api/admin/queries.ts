import { queryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getAdminAccounts } from './endpoints'

export const adminKeys = {
  all: ['admin'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
}

/** The instance's accounts for its admins; read afresh each time the screen opens. */
export const adminAccountsQuery = () =>
  queryOptions({
    queryKey: adminKeys.accounts(),
    queryFn: ({ signal }) => getAdminAccounts(signal),
    staleTime: STALE.NONE,
  })
