import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { getBookmarks } from './endpoints'

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: () => [...bookmarkKeys.all, 'list'] as const,
}

/** Bookmarked posts, paged by the Link header. */
export const bookmarksQuery = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: bookmarkKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getBookmarks(pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.items.length > 0 && lastPage.next ? lastPage.next : undefined),
    staleTime: STALE.NONE,
  })
