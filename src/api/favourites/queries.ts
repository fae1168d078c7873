import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { requestPage, type Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { sameOriginPath } from '../bookmarks/endpoints'
import { primeStatuses } from '../statuses/queries'
import type { Status } from '../statuses/types'

/**
 * One page of the member's likes (Mitra 4.17.0): the next ones from the Link URL, whose max_id is
 * the like's own id, not a post id.
 */
export function getFavourites(next: string | null, signal?: AbortSignal): Promise<Page<Status>> {
  return requestPage<Status>(next ? sameOriginPath(next) : '/api/v1/favourites', { signal, requireAuth: true })
}

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => [...favouriteKeys.all, 'list'] as const,
}

/** Liked posts, newest like first, paged by the Link header. */
export const favouritesQuery = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getFavourites(pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.items.length > 0 && lastPage.next ? lastPage.next : undefined),
    staleTime: STALE.NONE,
  })
