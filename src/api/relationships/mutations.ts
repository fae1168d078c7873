import type { QueryClient } from '@tanstack/react-query'
import { muteKeys } from '@/api/mutes/queries'
import { timelineKeys } from '@/api/timelines/queries'
import { muteAccount, unmuteAccount } from './endpoints'
import { relationshipKeys } from './queries'
import type { Relationship } from './types'

/**
 * After a mute or unmute: the mute list and the timelines are marked stale but not re-read at
 * once, so the screen in view does not jump; the server leaves muted authors out when next read.
 */
export function afterMuteChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: muteKeys.all, refetchType: 'none' })
  void queryClient.invalidateQueries({ queryKey: timelineKeys.all, refetchType: 'none' })
}

/**
 * Mutes or unmutes an account and writes the answer to its relationship, so every post of the
 * account shows the new state. A plain function: menus call it without a hook per card.
 */
export async function setMuted(queryClient: QueryClient, accountId: string, muted: boolean): Promise<Relationship> {
  const relationship = await (muted ? muteAccount(accountId) : unmuteAccount(accountId))
  queryClient.setQueryData(relationshipKeys.detail(accountId), relationship)
  afterMuteChange(queryClient)
  return relationship
}
