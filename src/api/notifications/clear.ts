import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { notificationKeys, type UnreadCount } from './queries'
import type { Notification } from './types'

// Apart from endpoints.ts and mutations.ts, which the unread badge brings onto home: only the
// notifications screen loads this.

/** Deletes all of the member's notifications (Mitra 3.22+; answers {}). */
export const clearNotifications = () =>
  requestJson<Record<string, never>>('/api/v1/notifications/clear', { method: 'POST', requireAuth: true })

/** Clears every notification: the list becomes empty and the unread count zero. */
export function useClearNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...notificationKeys.all, 'clear'],
    mutationFn: clearNotifications,
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationKeys.all }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<Notification[], string | null>>(notificationKeys.list(), {
        pages: [[]],
        pageParams: [null],
      })
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { count: 0, full: false })
    },
  })
}
