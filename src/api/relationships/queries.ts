import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getRelationships, uniqueIds } from './endpoints'
import type { Relationship } from './types'

export const relationshipKeys = {
  all: ['relationships'] as const,
  /** One account: every batch writes here and every reader reads from here. */
  detail: (accountId: string) => [...relationshipKeys.all, 'detail', accountId] as const,
  batch: (accountIds: readonly string[]) => [...relationshipKeys.all, 'batch', ...accountIds] as const,
}

/**
 * The relationships with a set of accounts in one call; each answer is also written to the
 * account's detail key, where cards read it (useRelationship).
 */
export const relationshipsQuery = (queryClient: QueryClient, accountIds: readonly string[]) => {
  const ids = uniqueIds(accountIds).sort()
  return queryOptions({
    queryKey: relationshipKeys.batch(ids),
    queryFn: async ({ signal }) => {
      const relationships = await getRelationships(ids, signal)
      for (const relationship of relationships) {
        // A mute or unmute in flight wins over an answer read before it.
        if (queryClient.isMutating({ mutationKey: relationshipKeys.detail(relationship.id) }) > 0) continue
        queryClient.setQueryData(relationshipKeys.detail(relationship.id), relationship)
      }
      return relationships
    },
    enabled: ids.length > 0,
    staleTime: STALE.SHORT,
  })
}

/** Loads the relationships with a group of accounts (a page of posts) in one call; none calls nothing. */
export function useRelationshipBatch(queryClient: QueryClient, accountIds: readonly string[], enabled = true) {
  const options = relationshipsQuery(queryClient, accountIds)
  useQuery({ ...options, enabled: enabled && options.enabled !== false })
}

/** The loaded relationship with an account, or undefined while none is (never fetches itself). */
export function useRelationship(accountId: string): Relationship | undefined {
  return useQuery({
    queryKey: relationshipKeys.detail(accountId),
    queryFn: (): Relationship => {
      throw new Error('relationships are loaded in batches')
    },
    enabled: false,
    staleTime: STALE.NEVER,
  }).data
}
