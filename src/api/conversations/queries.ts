import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { getConversations } from './endpoints'

export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
}

/** The member's direct conversations, newest conversation first, paged by the Link header. */
export const conversationListQuery = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getConversations(pageParam, signal)
      primeStatuses(
        queryClient,
        page.items.map((conversation) => conversation.last_status),
      )
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.items.length > 0 && lastPage.next ? lastPage.next : undefined),
    staleTime: STALE.NONE,
  })
