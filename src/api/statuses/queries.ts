import {
  hashKey,
  queryOptions,
  useQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { getStatus, getStatusSource, getThread } from './endpoints'
import type { Status } from './types'

/**
 * Any list of posts paged with a `max_id` cursor (timelines, bookmarks, a profile's posts): what the
 * generic feed and its relationship loader accept.
 */
export type PostPagesQuery<Key extends QueryKey = QueryKey> = UseInfiniteQueryOptions<
  Page<Status>,
  Error,
  InfiniteData<Page<Status>>,
  Key,
  string | null
>

export const statusKeys = {
  all: ['statuses'] as const,
  /** One post: every list writes here (primeStatuses) and every card reads from here (useStatus). */
  detail: (id: string) => [...statusKeys.all, 'detail', id] as const,
  threads: () => [...statusKeys.all, 'thread'] as const,
  thread: (id: string) => [...statusKeys.threads(), id] as const,
  /** Mutation key of the actions on one post; priming skips posts with one in flight. */
  mutation: (id: string) => [...statusKeys.all, 'mutation', id] as const,
  /** The stored source of a post (its markdown), read before editing. */
  source: (id: string) => [...statusKeys.all, 'source', id] as const,
}

function primeOne(queryClient: QueryClient, status: Status, fetchedAt: number): void {
  // An optimistic change in flight wins over what a list fetched before it was applied.
  if (queryClient.isMutating({ mutationKey: statusKeys.mutation(status.id) }) > 0) return
  const key = statusKeys.detail(status.id)
  // So does a change written since (a primed post's later task runs after the list arrived).
  const updated = queryClient.getQueryCache().get(hashKey(key))?.state.dataUpdatedAt ?? 0
  if (updated > fetchedAt) return
  queryClient.setQueryData(key, status)
}

/** Posts primed at once; a longer list (a big thread) primes the rest in later tasks. */
export const PRIME_AT_ONCE = 40

/**
 * Writes each post (and the posts nested in it: the reposted original, the quoted post) to its
 * detail key, so that a change made on one screen shows on every screen. The first PRIME_AT_ONCE
 * at once, the others PRIME_AT_ONCE per task after that: a query per post cost a thread of 600
 * replies about 60 ms (unthrottled) before its first render. A card that shows one of them
 * meanwhile reads the copy it is given (useStatus).
 */
export function primeStatuses(queryClient: QueryClient, statuses: readonly Status[]): void {
  const all = statuses.flatMap((status) => {
    const quote = status.pleroma?.quote
    return [status, ...(status.reblog ? [status.reblog] : []), ...(quote ? [quote] : [])]
  })
  const fetchedAt = Date.now()
  const step = (from: number) => {
    for (const status of all.slice(from, from + PRIME_AT_ONCE)) primeOne(queryClient, status, fetchedAt)
    if (from + PRIME_AT_ONCE < all.length) setTimeout(() => step(from + PRIME_AT_ONCE))
  }
  step(0)
}

export const threadQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: statusKeys.thread(id),
    queryFn: async ({ signal }) => {
      const thread = await getThread(id, signal)
      primeStatuses(queryClient, thread)
      return thread
    },
    staleTime: STALE.SHORT,
  })

/**
 * The freshest copy of a post: the detail key when a list or an action has written it, else the
 * copy the caller already holds. Never fetches on its own.
 */
export function useStatus(id: string, fallback: Status): Status {
  const { data } = useQuery({
    queryKey: statusKeys.detail(id),
    queryFn: ({ signal }) => getStatus(id, signal),
    initialData: fallback,
    staleTime: STALE.NEVER,
    enabled: false,
  })
  return data
}

/**
 * The post's source as the author wrote it. Fetched when Edit is chosen (and never kept stale:
 * an edit elsewhere changes it); the editor reads the same key.
 */
export const statusSourceQuery = (id: string) =>
  queryOptions({
    queryKey: statusKeys.source(id),
    queryFn: ({ signal }) => getStatusSource(id, signal),
    staleTime: STALE.NONE,
  })
