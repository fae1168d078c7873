import { useMutation, useQueryClient } from '@tanstack/react-query'
import { muteAccount, unmuteAccount } from './endpoints'
import { relationshipKeys } from './queries'

/** Mutes or unmutes an account; the answer replaces the cached relationship. */
export function useSetMuted(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: relationshipKeys.detail(accountId),
    mutationFn: (muted: boolean) => (muted ? muteAccount(accountId) : unmuteAccount(accountId)),
    onSuccess: (relationship) => {
      queryClient.setQueryData(relationshipKeys.detail(accountId), relationship)
    },
  })
}
