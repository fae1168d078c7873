import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { profileKeys, withoutAccount } from '@/api/accounts/profile'
import { accountKeys } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import type { Page } from '@/lib/http'
import { removeFromFollowers } from './endpoints'
import { relationshipKeys } from './queries'

const isAccountWithId = (data: unknown, id: string): data is Account =>
  typeof data === 'object' && data !== null && (data as { id?: unknown }).id === id && 'followers_count' in data

/** Lowers the followers count of every cached copy of an account (the profile, by id or address, and the signed-in user). */
export function lowerFollowersCount(queryClient: QueryClient, accountId: string): void {
  // Only the copies of this account are written: the other account queries keep their update times.
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: accountKeys.all })) {
    if (!isAccountWithId(data, accountId)) continue
    queryClient.setQueryData<Account>(key, { ...data, followers_count: Math.max(0, data.followers_count - 1) })
  }
}

/**
 * Removes an account from the own followers (spec §5 asks for a confirmation first): on success
 * its relationship takes the answer, it leaves the followers list and the followers count drops.
 */
export function useRemoveFollower(ownId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follower: Account) => removeFromFollowers(follower.id),
    onSuccess: (relationship, follower) => {
      queryClient.setQueryData(relationshipKeys.detail(follower.id), relationship)
      queryClient.setQueryData<InfiniteData<Page<Account>, string | null>>(
        profileKeys.list(ownId, 'followers'),
        (data) => (data ? withoutAccount(data, follower.id) : data),
      )
      lowerFollowersCount(queryClient, ownId)
    },
  })
}
