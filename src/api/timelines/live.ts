import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { compareIds } from '../notifications/unread'
import { primeStatuses } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { getTimelinePage, PAGE_SIZE } from './endpoints'
import { POLL_MS, pollDelay } from './poll-delay'
import { timelineKeys } from './queries'

/** Outside the 'timelines' prefix: code that rewrites every cached timeline expects pages. */
export const livePollKeys = {
  all: ['live'] as const,
  home: () => [...livePollKeys.all, 'home'] as const,
}

/**
 * The newest page of home, polled while the tab is visible (paused when hidden, once more on
 * return, backing off on errors). It starts from home's own first page, so opening home does not
 * ask for it twice. Its posts are held aside until the reader asks for them (newPostsOf).
 */
export const homePollQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: livePollKeys.home(),
    queryFn: ({ signal }) => getTimelinePage({ kind: 'home' }, null, signal),
    initialData: () => queryClient.getQueryData<InfiniteData<Page<Status>>>(timelineKeys.home())?.pages[0],
    initialDataUpdatedAt: () => queryClient.getQueryState(timelineKeys.home())?.dataUpdatedAt,
    staleTime: POLL_MS,
    refetchInterval: (query) => pollDelay(query.state),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  })

export type NewPosts = {
  /** Newer than the newest loaded post, newest first. */
  items: Status[]
  /** The polled page holds only new posts and is full: there may be more between. */
  gap: boolean
}

const NONE: NewPosts = { items: [], gap: false }

/** The polled posts that are newer than everything loaded (none while nothing is loaded). */
export function newPostsOf(loaded: InfiniteData<Page<Status>> | undefined, polled: Page<Status> | undefined): NewPosts {
  const top = loaded?.pages.find((page) => page.items.length > 0)?.items[0]
  if (!top || !polled) return NONE
  const known = new Set(loaded.pages.flatMap((page) => page.items.map((s) => s.id)))
  const items = polled.items.filter((s) => !known.has(s.id) && compareIds(s.id, top.id) > 0)
  if (items.length === 0) return NONE
  return { items, gap: items.length === polled.items.length && polled.items.length >= PAGE_SIZE }
}

/**
 * Home with the new posts on top: added to its first page, or, after a gap, only the polled page
 * (its Load more carries on from there). Never changes the objects it was given.
 */
export function withNewPosts(data: InfiniteData<Page<Status>>, polled: Page<Status>, news: NewPosts): InfiniteData<Page<Status>> {
  if (news.items.length === 0) return data
  if (news.gap) return { pages: [polled], pageParams: [null] }
  const [first, ...rest] = data.pages
  if (!first) return { pages: [polled], pageParams: [null] }
  return { ...data, pages: [{ ...first, items: [...news.items, ...first.items] }, ...rest] }
}

/** Shows the posts held aside on home. */
export function showNewPosts(queryClient: QueryClient): void {
  const polled = queryClient.getQueryData<Page<Status>>(livePollKeys.home())
  if (!polled) return
  queryClient.setQueryData<InfiniteData<Page<Status>>>(timelineKeys.home(), (data) => {
    if (!data) return data
    const news = newPostsOf(data, polled)
    primeStatuses(queryClient, news.items)
    return withNewPosts(data, polled, news)
  })
}
