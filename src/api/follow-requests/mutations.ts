import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/accounts/queries'
import { authorizeFollowRequest, rejectFollowRequest } from '@/api/relationships/endpoints'
import { relationshipKeys } from '@/api/relationships/queries'
import type { Relationship } from '@/api/relationships/types'
import { dropFollowRequest } from './queries'

export type FollowRequestDecision = 'authorize' | 'reject'

/**
 * Accepts or rejects one account's follow request. On success the account leaves the list, its
 * relationship takes the server's answer, and the own counts and followers are read again.
 */
export function useFollowRequestDecision(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: relationshipKeys.detail(accountId),
    mutationFn: (decision: FollowRequestDecision): Promise<Relationship> =>
      decision === 'authorize' ? authorizeFollowRequest(accountId) : rejectFollowRequest(accountId),
    onSuccess: (relationship, decision) => {
      queryClient.setQueryData(relationshipKeys.detail(accountId), relationship)
      dropFollowRequest(queryClient, accountId)
      // Only active account queries (the signed-in user) are re-read now; the rest when next shown.
      if (decision === 'authorize') void queryClient.invalidateQueries({ queryKey: accountKeys.all })
    },
  })
}
