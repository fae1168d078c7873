import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { supportsNewerNotifications } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { newerNotificationsQuery } from '@/api/notifications/newer'
import { notificationListQuery } from '@/api/notifications/queries'
import { pollDelay } from '@/api/timelines/poll-delay'

const POLL = {
  refetchInterval: (query: { state: Parameters<typeof pollDelay>[0] }) => pollDelay(query.state),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const

/**
 * Polls the notification list while it is shown and the tab is visible: every 45 s, paused while
 * hidden, once more on return, backing off on errors. New notifications come in on top, and the
 * list marks them read as it does on opening. Where Mitra takes min_id (4.18+), a poll asks only
 * for what is newer than the newest one held and merges it on top (api/notifications/newer.ts);
 * before, it reads the list again (a poll never starts while a page is loading: the query runs
 * one fetch at a time).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient()
  const newer = supportsNewerNotifications(useInstance())
  useInfiniteQuery({ ...notificationListQuery(queryClient), ...(newer ? {} : POLL) })
  useQuery({ ...newerNotificationsQuery(queryClient), ...POLL, enabled: newer })
}
