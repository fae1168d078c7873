import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { nextMaxId } from '../timelines/endpoints'
import { getGroupMembers, getGroupSource, getGroupTimelinePage } from './endpoints'
import { groupKeys } from './index-query'

export { groupKeys, groupsQuery } from './index-query'

/** The description's source, read fresh each time the edit form opens. */
export const groupSourceQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.source(id),
    queryFn: ({ signal }) => getGroupSource(id, signal),
    staleTime: STALE.NONE,
  })

export const groupMembersQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.members(id),
    queryFn: ({ signal }) => getGroupMembers(id, signal),
    staleTime: STALE.SHORT,
  })

/** A group's posts as an infinite query of 20-post pages, each post primed into its detail key. */
export const groupTimelineQuery = (queryClient: QueryClient, id: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.timeline(id),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getGroupTimelinePage(id, pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextMaxId(lastPage),
    staleTime: STALE.SHORT,
  })
