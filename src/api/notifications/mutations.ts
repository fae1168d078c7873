import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updateNotificationMarker } from '../markers/endpoints'
import { notificationKeys, type UnreadCount } from './queries'

/** Sets the notifications marker to the newest id; the unread count becomes zero. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lastReadId: string) => updateNotificationMarker(lastReadId),
    // A count read before the marker moved must not land after the zero below.
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationKeys.unread() }),
    onSuccess: () => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { count: 0, full: false })
    },
    onError: (error) => console.warn('Could not update the notifications marker', error),
  })
}
