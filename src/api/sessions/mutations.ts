import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endSession } from './endpoints'
import { sessionKeys } from './queries'
import type { Session } from './types'

/** Ends a session; it leaves the list at once, and the list is read again. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...sessionKeys.all, 'end'],
    mutationFn: (id: number) => endSession(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Session[]>(sessionKeys.list(), (list) => list?.filter((s) => s.id !== id))
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list() })
    },
  })
}
