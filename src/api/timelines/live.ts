import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { session } from '@/lib/session'
import { accountKeys } from '../accounts/queries'
import type { Account } from '../accounts/types'
import { compareIds } from '../notifications/unread'
import { primeStatuses } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { getTimelinePage, PAGE_SIZE } from './endpoints'
import { POLL_MS, pollDelay } from './poll-delay'
import { shownId, timelineKeys } from './queries'

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
  /** Newer than the newest loaded post and not on screen in any form, newest first. */
  items: Status[]
  /** How many of them are new to the reader: their own posts and reposts are not. */
  count: number
  /** The polled page holds only new posts and is full: there may be more between. */
  gap: boolean
}

const NONE: NewPosts = { items: [], count: 0, gap: false }

/**
 * The polled posts that are newer than everything loaded (none while nothing is loaded). A repost
 * of a post already loaded (or a post already loaded as someone's repost) is left out: the post
 * is on screen already, and a second card of it would sit beside the first.
 */
export function newPostsOf(
  loaded: InfiniteData<Page<Status>> | undefined,
  polled: Page<Status> | undefined,
  selfId: string | null,
): NewPosts {
  const top = loaded?.pages.find((page) => page.items.length > 0)?.items[0]
  if (!top || !polled) return NONE
  const newer = polled.items.filter((status) => compareIds(status.id, top.id) > 0)
  if (newer.length === 0) return NONE
  // Built only when something is newer: a long session's feed holds a thousand posts or more.
  const shown = new Set(loaded.pages.flatMap((page) => page.items.map(shownId)))
  const items: Status[] = []
  for (const status of newer) {
    if (shown.has(shownId(status))) continue
    // Two reposts of one post in the same page: the newer stands for both.
    shown.add(shownId(status))
    items.push(status)
  }
  if (items.length === 0) return NONE
  return {
    items,
    count: items.filter((status) => status.account.id !== selfId).length,
    gap: items.length === polled.items.length && polled.items.length >= PAGE_SIZE,
  }
}

/**
 * Home with the new posts on top: added to its first page, or, after a gap, only the polled page
 * (its Load more carries on from there). Never changes the objects it was given.
 */
export function withNewPosts(
  data: InfiniteData<Page<Status>>,
  polled: Page<Status>,
  news: NewPosts,
): InfiniteData<Page<Status>> {
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
    const self = queryClient.getQueryData<Account>(accountKeys.current(session.getToken()))
    const news = newPostsOf(data, polled, self?.id ?? null)
    primeStatuses(queryClient, news.items)
    return withNewPosts(data, polled, news)
  })
}
