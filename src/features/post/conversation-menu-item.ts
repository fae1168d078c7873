import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { followConversation, followsConversation } from '@/api/conversations/mutations'
import type { Status } from '@/api/statuses/types'
import type { MenuItem } from '@/ui/menu'
import { iconBell } from '@/ui/icons/bell'
import { iconMuted } from '@/ui/icons/muted'

/**
 * "Follow conversation" or "Stop following conversation" in a post's More menu (Mitra 4.16+): the
 * change shows at once on every post of the conversation, a failure is put back and reported.
 */
export function conversationMenuItem(
  queryClient: QueryClient,
  status: Status,
  fail: (error: unknown) => void,
): MenuItem {
  const following = followsConversation(status)
  return {
    id: 'conversation',
    label: following ? t`Stop following conversation` : t`Follow conversation`,
    icon: following ? iconMuted : iconBell,
    // As Pin: the menu's label (and the thread's note) show the new state; only a failure is told.
    onSelect: () => void followConversation(queryClient, status, !following).catch(fail),
  }
}
