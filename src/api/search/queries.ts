import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { search } from './endpoints'
import { nextSearchOffset } from './paging'
import type { SearchRequest } from './scope'

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
  request: (request: SearchRequest, limit: number) =>
    [...searchKeys.all, 'request', request.type ?? '', request.q, limit] as const,
}

/**
 * One request of a plain search (a section, or a suggestion list): `limit` results of a kind.
 * A section asks for one more than it shows, to know whether there are more.
 */
export const searchRequestQuery = (queryClient: QueryClient, request: SearchRequest, limit: number) =>
  queryOptions({
    queryKey: searchKeys.request(request, limit),
    queryFn: async ({ signal }) => {
      const results = await search(request.q, 0, signal, { type: request.type, limit })
      primeStatuses(queryClient, results.statuses)
      return results
    },
    staleTime: STALE.SHORT,
  })

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
