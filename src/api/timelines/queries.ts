import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import { getTimelinePage, nextMaxId, type TimelineSource } from './endpoints'

export const timelineKeys = {
  all: ['timelines'] as const,
  home: () => [...timelineKeys.all, 'home'] as const,
  local: () => [...timelineKeys.all, 'local'] as const,
  federated: () => [...timelineKeys.all, 'federated'] as const,
  tag: (name: string) => [...timelineKeys.all, 'tag', name] as const,
}

function keyOf(source: TimelineSource) {
  switch (source.kind) {
    case 'home':
      return timelineKeys.home()
    case 'local':
      return timelineKeys.local()
    case 'federated':
      return timelineKeys.federated()
    case 'tag':
      return timelineKeys.tag(source.name)
  }
}

/** A timeline as an infinite query: pages of 20 posts, each post primed into its detail key. */
export const timelineQuery = (queryClient: QueryClient, source: TimelineSource) =>
  infiniteQueryOptions({
    queryKey: keyOf(source),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getTimelinePage(source, pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextMaxId(lastPage),
    staleTime: STALE.SHORT,
  })

export const homeTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'home' })
export const localTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'local' })
export const federatedTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'federated' })
export const tagTimelineQuery = (queryClient: QueryClient, name: string) => timelineQuery(queryClient, { kind: 'tag', name })
