import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { search } from './endpoints'
import { nextSearchOffset } from './paging'

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
}

/** Search results for `q`, paged by offset; each post is primed into its detail key. */
export const searchQuery = (queryClient: QueryClient, q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q),
    queryFn: async ({ pageParam, signal }) => {
      const results = await search(q, pageParam, signal)
      primeStatuses(queryClient, results.statuses)
      return results
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSearchOffset(pages),
    enabled: q.trim() !== '',
    staleTime: STALE.SHORT,
  })
