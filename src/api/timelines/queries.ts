import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import type { Status } from '../statuses/types'
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

/** The post a timeline entry shows: the reposted one for a repost. */
export const shownId = (status: Status) => status.reblog?.id ?? status.id

/**
 * A timeline with one entry per post: a post that an entry above shows already (the same post, or
 * a repost of it: home holds both a post and its reposts) is left out, so the newest entry stands
 * for it, with its "reposted" line. Pages without such copies stay the same objects, so that a
 * feed re-renders only the pages that changed.
 */
export function withoutCopies(data: InfiniteData<Page<Status>>): InfiniteData<Page<Status>> {
  const shown = new Set<string>()
  let changed = false
  const pages = data.pages.map((page) => {
    const items = page.items.filter((status) => {
      const id = shownId(status)
      if (shown.has(id)) return false
      shown.add(id)
      return true
    })
    if (items.length === page.items.length) return page
    changed = true
    return { ...page, items }
  })
  return changed ? { ...data, pages } : data
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
    select: withoutCopies,
    staleTime: STALE.SHORT,
  })

export const homeTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'home' })
export const localTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'local' })
export const federatedTimelineQuery = (queryClient: QueryClient) => timelineQuery(queryClient, { kind: 'federated' })
export const tagTimelineQuery = (queryClient: QueryClient, name: string) =>
  timelineQuery(queryClient, { kind: 'tag', name })
