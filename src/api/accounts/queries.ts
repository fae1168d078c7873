import { queryOptions, useQuery } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { useToken } from '@/lib/session'
import { verifyCredentials } from './endpoints'

export const accountKeys = {
  all: ['accounts'] as const,
  /** The signed-in user, keyed by token so that a new session never sees the old user. */
  current: (token: string | null) => [...accountKeys.all, 'current', token] as const,
  detail: (id: string) => [...accountKeys.all, 'detail', id] as const,
  byAcct: (acct: string) => [...accountKeys.all, 'acct', acct] as const,
}

export const currentUserQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.current(token),
    queryFn: ({ signal }) => verifyCredentials(signal),
    enabled: token !== null,
    staleTime: STALE.LONG,
  })

/** The signed-in user, or null for guests (and while the session is being checked). */
export function useCurrentUser() {
  const token = useToken()
  return useQuery(currentUserQuery(token)).data ?? null
}
