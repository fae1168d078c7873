import { useMutation, useQueryClient } from '@tanstack/react-query'
import { logOutAccount, type AfterSessionEnd } from '@/api/auth/account-switch'
import { session } from '@/lib/session'
import { revokeToken } from './endpoints'
import { authKeys } from './mutations'

/**
 * Logout of one account (the active one unless a token is given): revokes its token, then forgets
 * it with its drafts and persisted cache. The next signed-in account takes over; when none is left
 * the session ends completely (all local storage, spec section 4). It ends even when the
 * revocation fails: the user asked to leave. The caller navigates where the answer says.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.logout,
    mutationFn: async (token: string | null | void): Promise<AfterSessionEnd> => {
      const target = token ?? session.getToken()
      if (!target) return 'landing'
      try {
        await revokeToken(target)
      } catch {
        // An expired or unknown token, or an unreachable server: the local session ends anyway.
      }
      return logOutAccount(queryClient, target)
    },
  })
}
