import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { STALE } from '@/lib/query-client'
import {
  authorizeFollowRequest,
  followAccount,
  getRelationships,
  muteAccount,
  rejectFollowRequest,
  removeFromFollowers,
  unfollowAccount,
  unmuteAccount,
  type FollowOptions,
} from './endpoints'
import { afterMuteChange } from './mutations'
import { relationshipKeys } from './queries'
import { recheckInterval } from './recheck'
import type { Relationship } from './types'

/** The relationship with one account, read on its own (the profile page). */
export const relationshipQuery = (accountId: string) =>
  queryOptions({
    queryKey: relationshipKeys.detail(accountId),
    queryFn: async ({ signal }): Promise<Relationship> => {
      const [relationship] = await getRelationships([accountId], signal)
      if (!relationship) throw new Error('no relationship returned')
      return relationship
    },
    staleTime: STALE.SHORT,
  })

export type RelationshipAction =
  | { kind: 'follow'; options?: FollowOptions }
  | { kind: 'unfollow' }
  | { kind: 'removeFollower' }
  | { kind: 'authorize' }
  | { kind: 'reject' }
  | { kind: 'mute' }
  | { kind: 'unmute' }

function call(accountId: string, action: RelationshipAction): Promise<Relationship> {
  switch (action.kind) {
    case 'follow':
      return followAccount(accountId, action.options)
    case 'unfollow':
      return unfollowAccount(accountId)
    case 'removeFollower':
      return removeFromFollowers(accountId)
    case 'authorize':
      return authorizeFollowRequest(accountId)
    case 'reject':
      return rejectFollowRequest(accountId)
    case 'mute':
      return muteAccount(accountId)
    case 'unmute':
      return unmuteAccount(accountId)
  }
}

/** What an action is expected to change, shown at once and undone if the call fails. */
export function optimisticPatch(action: RelationshipAction): Partial<Relationship> | null {
  switch (action.kind) {
    case 'unfollow':
      return { following: false, requested: false }
    case 'mute':
      return { muting: true }
    case 'unmute':
      return { muting: false }
    case 'follow':
      // Changing the reposts/replies flags of an existing follow: the toggles flip at once.
      return action.options
        ? { showing_reblogs: action.options.reblogs ?? true, showing_replies: action.options.replies ?? true }
        : null
    default:
      return null
  }
}

/**
 * The relationship with an account plus its actions (follow, unfollow, requests, mute). After a
 * follow that answers "not following" (a locked account), the relationship is re-read every 5 s,
 * up to 5 times, until it shows following (spec §4).
 */
export function useProfileRelationship(accountId: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const key = relationshipKeys.detail(accountId)
  // Data updates of the relationship when the re-check started; null when none runs.
  const [recheckBase, setRecheckBase] = useState<{ id: string; updates: number } | null>(null)
  const base = recheckBase?.id === accountId ? recheckBase.updates : null
  const query = useQuery({
    ...relationshipQuery(accountId),
    enabled,
    refetchInterval: (q) => recheckInterval(q.state.data, base === null ? null : q.state.dataUpdateCount - base),
  })

  const mutation = useMutation({
    mutationKey: key,
    mutationFn: (action: RelationshipAction) => call(accountId, action),
    onMutate: async (action) => {
      const patch = optimisticPatch(action)
      const previous = queryClient.getQueryData<Relationship>(key)
      if (patch && previous) {
        await queryClient.cancelQueries({ queryKey: key })
        queryClient.setQueryData<Relationship>(key, { ...previous, ...patch })
      }
      return { previous }
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (relationship, action) => {
      queryClient.setQueryData(key, relationship)
      if (action.kind === 'mute' || action.kind === 'unmute') afterMuteChange(queryClient)
      if (action.kind === 'follow' && !relationship.following) {
        setRecheckBase({ id: accountId, updates: queryClient.getQueryState(key)?.dataUpdateCount ?? 0 })
      }
    },
  })

  return { relationship: query.data, query, mutation }
}
