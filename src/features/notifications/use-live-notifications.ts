import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { notificationListQuery } from '@/api/notifications/queries'
import { pollDelay } from '@/api/timelines/poll-delay'

/**
 * Polls the notification list while it is shown and the tab is visible: every 45 s, paused while
 * hidden, once more on return, backing off on errors. A poll never starts while a page is loading
 * (the query runs one fetch at a time). New notifications come in on top, and the list marks them
 * read as it does on opening.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient()
  useInfiniteQuery({
    ...notificationListQuery(queryClient),
    refetchInterval: (query) => pollDelay(query.state),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  })
}
