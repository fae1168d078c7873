import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setMuted } from '@/api/relationships/mutations'
import { relationshipKeys } from '@/api/relationships/queries'
import { dropMute } from './queries'

/** Unmutes an account from the mute list: its relationship updates everywhere and it leaves the list. */
export function useUnmute(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: relationshipKeys.detail(accountId),
    mutationFn: () => setMuted(queryClient, accountId, false),
    onSuccess: () => dropMute(queryClient, accountId),
  })
}
