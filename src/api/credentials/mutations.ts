import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { accountKeys } from '../accounts/queries'
import type { CredentialAccount } from '../accounts/types'
import { session } from '@/lib/session'
import { updateCredentials } from './endpoints'
import type { UpdateCredentialsBody } from './types'

/**
 * Puts the server's answer in place of the signed-in user, and has the profile screens re-read
 * the account (they show the public view, which the answer does not replace).
 */
export function replaceCurrentUser(queryClient: QueryClient, user: CredentialAccount): void {
  queryClient.setQueryData(accountKeys.current(session.getToken()), user)
  void queryClient.invalidateQueries({ queryKey: accountKeys.detail(user.id) })
  void queryClient.invalidateQueries({ queryKey: accountKeys.byAcct(user.acct) })
}

export const credentialsKeys = {
  update: ['credentials', 'update'] as const,
}

/** PATCH update_credentials; the answer replaces the current user. */
export function useUpdateCredentials() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: credentialsKeys.update,
    mutationFn: (body: UpdateCredentialsBody) => updateCredentials(body),
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  })
}
