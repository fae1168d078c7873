import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getPostPeople, getPostReactions } from './endpoints'

export const reactionKeys = {
  all: ['post-people'] as const,
  people: (id: string, kind: 'favourited_by' | 'reblogged_by') => [...reactionKeys.all, id, kind] as const,
  emoji: (id: string) => [...reactionKeys.all, id, 'reactions'] as const,
}

/** Who liked or reposted the post, paged by the Link header. */
export const postPeopleQuery = (id: string, kind: 'favourited_by' | 'reblogged_by') =>
  infiniteQueryOptions({
    queryKey: reactionKeys.people(id, kind),
    queryFn: ({ pageParam, signal }) => getPostPeople(id, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.items.length > 0 && lastPage.next ? lastPage.next : undefined),
    staleTime: STALE.NONE,
  })

/** The post's emoji reactions with who reacted. */
export const postReactionsQuery = (id: string) =>
  queryOptions({
    queryKey: reactionKeys.emoji(id),
    queryFn: ({ signal }) => getPostReactions(id, signal),
    staleTime: STALE.NONE,
  })
