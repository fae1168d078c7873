import type { QueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'

/**
 * Replaces the signed-in user with a fresh copy from the server (after an import, a move or a
 * linked key), and the same account wherever its profile is cached, so the profile shows it at once.
 */
export function replaceCurrentUser(queryClient: QueryClient, token: string | null, user: CredentialAccount): void {
  queryClient.setQueryData(accountKeys.current(token), user)
  queryClient.setQueryData(accountKeys.detail(user.id), user)
  queryClient.setQueryData(accountKeys.byAcct(user.acct), user)
}
