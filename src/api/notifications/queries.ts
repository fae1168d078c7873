import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getNotificationMarker } from '../markers/endpoints'
import { pollDelay } from '../timelines/poll-delay'
import { primeStatuses } from '../statuses/queries'
import { getNotifications, NOTIFICATIONS_PAGE_SIZE } from './endpoints'
import type { Notification } from './types'
import { countUnread } from './unread'

/** Every key starts with 'notifications': the Home button on home refreshes them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
}

/** The unread count of the sidebar badge; `full` when the first page was full (more may be unread). */
export type UnreadCount = { count: number; full: boolean }

/** Show more appears when the loaded count is a non-zero multiple of the page size (spec §9). */
export function hasMoreNotifications(loaded: number): boolean {
  return loaded > 0 && loaded % NOTIFICATIONS_PAGE_SIZE === 0
}

function primeNotificationPosts(queryClient: QueryClient, items: readonly Notification[]): void {
  primeStatuses(
    queryClient,
    items.flatMap((n) => (n.status ? [n.status] : [])),
  )
}

/** The notification list, paged by max_id; each post is primed into its detail key. */
export const notificationListQuery = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const items = await getNotifications(pageParam, signal)
      primeNotificationPosts(queryClient, items)
      return items
    },
    initialPageParam: null as string | null,
    // Pages follow one another by max_id, each full but the last: the loaded count is a multiple of
    // the page size when the last page is full. (Newer notifications merged on top, newer.ts, do
    // not count: they never go into the last page.)
    getNextPageParam: (lastPage) => (hasMoreNotifications(lastPage.length) ? lastPage.at(-1)?.id : undefined),
    staleTime: STALE.NONE,
  })

/** How often the unread count is re-read while the page is visible. */
export const UNREAD_REFRESH_MS = 60_000

/**
 * Spec §4: notifications of the first page newer than the marker (all when there is none).
 * Re-read every minute while the page is visible (never while hidden, backing off on errors),
 * and whenever it becomes visible again; the Home button re-reads it through the 'notifications'
 * prefix. The sidebar badge and the document title both show it.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }): Promise<UnreadCount> => {
      const [items, marker] = await Promise.all([getNotifications(null, signal), getNotificationMarker(signal)])
      const count = countUnread(items, marker?.last_read_id)
      return { count, full: count >= NOTIFICATIONS_PAGE_SIZE }
    },
    staleTime: STALE.SHORT,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => pollDelay(query.state, UNREAD_REFRESH_MS),
    refetchIntervalInBackground: false,
  })
