import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { primeStatuses } from '../statuses/queries'
import { NOTIFICATIONS_PAGE_SIZE } from './endpoints'
import { notificationKeys } from './queries'
import type { Notification } from './types'
import { compareIds, newestId } from './unread'

// Only the notifications screen loads this (its live list, on Mitra 4.18+).

export type NotificationPages = InfiniteData<Notification[], string | null>

/** How many pages of newer notifications one poll reads at most; the next poll goes on from there. */
export const NEWER_ROUNDS = 5

/**
 * GET /api/v1/notifications?min_id (Mitra 4.18.0): the `limit` notifications just newer than
 * `minId` (the oldest of them when there are more), newest first.
 */
export const getNewerNotifications = (minId: string, signal?: AbortSignal) =>
  requestJson<Notification[]>('/api/v1/notifications', {
    signal,
    requireAuth: true,
    query: { limit: NOTIFICATIONS_PAGE_SIZE, min_id: minId },
  })

/**
 * The list with `newer` (newest first) on top of its first page: only those newer than the newest
 * it holds, so that a poll that lands after a refetch adds nothing twice. A list of one page gets
 * them as a page of their own: its first page is then its last, whose length tells whether there
 * are older ones (queries.ts).
 */
export function mergeNewer(data: NotificationPages, newer: readonly Notification[]): NotificationPages {
  const [first = [], ...rest] = data.pages
  const held = newestId(first)
  const fresh = held === null ? [...newer] : newer.filter((n) => compareIds(n.id, held) > 0)
  if (fresh.length === 0) return data
  if (rest.length === 0) return { pages: [fresh, first], pageParams: [null, ...data.pageParams] }
  return { pages: [[...fresh, ...first], ...rest], pageParams: data.pageParams }
}

/**
 * One poll of the live list: asks only for what is newer than the newest notification held, page
 * after page while they come full, and merges it on top. With nothing held (the list not loaded,
 * or empty), the list is read again as it is without min_id. Returns how many arrived.
 */
export async function pollNewerNotifications(queryClient: QueryClient, signal?: AbortSignal): Promise<number> {
  const key = notificationKeys.list()
  // A page on its way would land over a merge (it is built on the pages it started from).
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) return 0
  const data = queryClient.getQueryData<NotificationPages>(key)
  let newest = data ? newestId(data.pages[0] ?? []) : null
  if (newest === null) {
    await queryClient.refetchQueries({ queryKey: key, exact: true })
    return 0
  }
  let newer: Notification[] = []
  for (let round = 0; round < NEWER_ROUNDS && newest !== null; round++) {
    const page = await getNewerNotifications(newest, signal)
    newer = [...page, ...newer]
    newest = page.length < NOTIFICATIONS_PAGE_SIZE ? null : newestId(page)
  }
  if (newer.length > 0) {
    primeStatuses(
      queryClient,
      newer.flatMap((n) => (n.status ? [n.status] : [])),
    )
    queryClient.setQueryData<NotificationPages>(key, (old) => (old ? mergeNewer(old, newer) : old))
  }
  return newer.length
}

/** The live list's poll on Mitra 4.18+ (see pollNewerNotifications); never on mount. */
export const newerNotificationsQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'newer'] as const,
    queryFn: ({ signal }) => pollNewerNotifications(queryClient, signal),
    initialData: 0,
    refetchOnMount: false,
  })
