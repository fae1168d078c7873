import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { nextMaxId } from '../timelines/endpoints'
import { getCustomFeed, getCustomFeedMembers, getCustomFeedTimelinePage } from './endpoints'
import { customFeedKeys } from './index-query'
import type { CustomFeed } from './types'

export { customFeedKeys, customFeedsQuery } from './index-query'

/** One feed; a feed already in the loaded index shows at once while it is checked. */
export const customFeedQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: customFeedKeys.detail(id),
    queryFn: ({ signal }) => getCustomFeed(id, signal),
    initialData: () => queryClient.getQueryData<CustomFeed[]>(customFeedKeys.index())?.find((feed) => feed.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(customFeedKeys.index())?.dataUpdatedAt,
    staleTime: STALE.SHORT,
  })

/** A feed's members, 20 a page, paged by the last account id. */
export const customFeedMembersQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: customFeedKeys.members(id),
    queryFn: ({ pageParam, signal }) => getCustomFeedMembers(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: STALE.SHORT,
  })

/** A feed's posts as an infinite query of 20-post pages, each post primed into its detail key. */
export const customFeedTimelineQuery = (queryClient: QueryClient, id: string) =>
  infiniteQueryOptions({
    queryKey: customFeedKeys.timeline(id),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getCustomFeedTimelinePage(id, pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextMaxId(lastPage),
    staleTime: STALE.SHORT,
  })
