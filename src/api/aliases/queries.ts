import { queryOptions } from '@tanstack/react-query'
import { accountKeys } from '@/api/accounts/queries'
import { STALE } from '@/lib/query-client'
import { getAliases } from './endpoints'

export const aliasKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'aliases'] as const,
}

export const aliasesQuery = (accountId: string) =>
  queryOptions({
    queryKey: aliasKeys.all(accountId),
    queryFn: ({ signal }) => getAliases(accountId, signal),
    staleTime: STALE.SHORT,
  })
