import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { followRequestKeys, followRequestsQuery } from '@/api/follow-requests/queries'
import { customFeedsQuery } from '@/api/lists/index-query'
import { unreadCountQuery } from '@/api/notifications/queries'
import { useAccountDrafts } from '@/lib/drafts'
import { canPost } from '@/lib/permissions'
import { STALE } from '@/lib/query-client'
import type { NavBadge } from './nav-item'

/** "3" or, when more pages wait, "40+". */
export function countText(count: number, more: boolean): string {
  return more ? `${count}+` : String(count)
}

/**
 * Pending follow requests: Mitra (3.21 and 5.9) has no count of them, so the first page of
 * GET /api/v1/follow_requests is read once (shared with the Follow requests screen, so accepting
 * one there updates the count), again after 30 s when the sidebar is shown anew and whenever new
 * notifications arrive for a locked account (a request comes with one).
 */
export function usePendingFollowRequests(
  user: CredentialAccount,
  unreadCount: number,
): { count: number; more: boolean } {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery({
    ...followRequestsQuery(),
    staleTime: STALE.SHORT,
  })
  const lastUnread = useRef(unreadCount)
  useEffect(() => {
    if (unreadCount > lastUnread.current && user.locked)
      void queryClient.invalidateQueries({
        queryKey: followRequestKeys.list(),
      })
    lastUnread.current = unreadCount
  }, [unreadCount, user.locked, queryClient])
  const count = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0
  return { count, more: query.hasNextPage }
}

export type NavState = {
  unread: NavBadge | undefined
  drafts: NavBadge | undefined
  followRequests: NavBadge | undefined
  /** Whether the Follow requests entry shows: a locked account, or requests waiting. */
  showFollowRequests: boolean
  /** Drafts and the compose button are for those who may post. */
  canPost: boolean
  feeds: { id: string; title: string }[]
}

/** What the sidebar, the phone tab bar and the menu sheet show: counts, feeds, entries. */
export function useNavState(user: CredentialAccount): NavState {
  const { t } = useLingui()
  // Spec §4: notifications of the first page newer than the marker; "20+" when that page is full.
  const unreadData = useQuery(unreadCountQuery()).data
  const unreadCount = unreadData?.count ?? 0
  const shown = countText(unreadCount, Boolean(unreadData?.full))
  const unread = unreadCount > 0 ? { text: shown, label: t`${shown} unread` } : undefined
  const poster = canPost(user)
  const draftCount = useAccountDrafts(user.id).length
  const drafts =
    poster && draftCount > 0
      ? {
          text: String(draftCount),
          label: plural(draftCount, { one: '# draft', other: '# drafts' }),
        }
      : undefined
  const requests = usePendingFollowRequests(user, unreadCount)
  const requestText = countText(requests.count, requests.more)
  const followRequests =
    requests.count > 0
      ? {
          text: requestText,
          label: plural(requests.count, {
            one: `${requestText} pending request`,
            other: `${requestText} pending requests`,
          }),
        }
      : undefined
  const feeds = useQuery(customFeedsQuery()).data ?? []
  return {
    unread,
    drafts,
    followRequests,
    showFollowRequests: user.locked || requests.count > 0,
    canPost: poster,
    feeds,
  }
}
