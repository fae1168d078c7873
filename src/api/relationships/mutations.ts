import type { QueryClient } from '@tanstack/react-query'
import { muteAccount, unmuteAccount } from './endpoints'
import { relationshipKeys } from './queries'
import type { Relationship } from './types'

/**
 * Mutes or unmutes an account and writes the answer to its relationship, so every post of the
 * account shows the new state. A plain function: menus call it without a hook per card.
 */
export async function setMuted(queryClient: QueryClient, accountId: string, muted: boolean): Promise<Relationship> {
  const relationship = await (muted ? muteAccount(accountId) : unmuteAccount(accountId))
  queryClient.setQueryData(relationshipKeys.detail(accountId), relationship)
  return relationship
}
