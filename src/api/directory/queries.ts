import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import type { Account } from '../accounts/types'
import type { Relationship } from '../relationships/types'
import { getDirectory, hasMoreProfiles, type DirectoryOrder } from './endpoints'

export const directoryKeys = {
  all: ['directory'] as const,
  list: (order: DirectoryOrder | null) => [...directoryKeys.all, order] as const,
}

/** The profile directory in `order` (null: the server's only order), paged by offset (the loaded count). */
export const directoryQuery = (order: DirectoryOrder | null = null) =>
  infiniteQueryOptions({
    queryKey: directoryKeys.list(order),
    queryFn: ({ pageParam, signal }) => getDirectory(pageParam, order, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0)
      return hasMoreProfiles(loaded) ? loaded : undefined
    },
    staleTime: STALE.SHORT,
  })

/**
 * How an account's follower count moves between two relationships with it: one more when the
 * viewer now follows it, one less when they no longer do. A request (locked or remote account)
 * counts nothing until it is accepted, as on the server.
 */
export function followerDelta(
  before: Pick<Relationship, 'following'> | undefined,
  after: Pick<Relationship, 'following'>,
): number {
  if (before === undefined || before.following === after.following) return 0
  return after.following ? 1 : -1
}

/**
 * Moves an account's follower count in the loaded directory pages, in every order (new objects,
 * nothing mutated).
 */
export function shiftDirectoryFollowers(queryClient: QueryClient, accountId: string, delta: number): void {
  if (delta === 0) return
  queryClient.setQueriesData<InfiniteData<Account[], number>>({ queryKey: directoryKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.some((a) => a.id === accountId)
              ? page.map((a) =>
                  a.id === accountId ? { ...a, followers_count: Math.max(0, a.followers_count + delta) } : a,
                )
              : page,
          ),
        }
      : data,
  )
}
