import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { linkPath, withoutAccount } from '@/api/accounts/account-pages'
import type { Account } from '@/api/accounts/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { Instance } from '@/api/instance/types'
import { unfollowAccount } from '@/api/relationships/endpoints'
import { relationshipKeys } from '@/api/relationships/queries'
import { requestPage, type Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'

/*
 * The follow requests the signed-in user sent and that are still pending. Apart from queries.ts,
 * which every screen's sidebar loads, so that the home screen's code does not grow.
 */

/** GET /api/v1/follow_requests/outgoing came with Mitra 4.19.0 (3.21's router answers 404). */
export const canListOutgoingRequests = (instance: Pick<Instance, 'version'> | null | undefined) =>
  mitraAtLeast(instance, '4.19.0')

/** The first page sends nothing; the next pages follow the Link header's URL (its cursor is opaque). */
export function getOutgoingFollowRequests(url: string | null, signal?: AbortSignal): Promise<Page<Account>> {
  return requestPage<Account>(url ? linkPath(url) : '/api/v1/follow_requests/outgoing', {
    signal,
    requireAuth: true,
  })
}

/** Under followRequestKeys.all (queries.ts), written out so that this file does not import the sidebar's code. */
export const outgoingRequestsKey = () => ['follow-requests', 'outgoing'] as const

/** Sent requests, paged by the Link URL; read afresh each time the screen opens. */
export const outgoingRequestsQuery = () =>
  infiniteQueryOptions({
    queryKey: outgoingRequestsKey(),
    queryFn: ({ pageParam, signal }) => getOutgoingFollowRequests(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<Account>) => (page.items.length > 0 && page.next ? page.next : undefined),
    staleTime: STALE.NONE,
  })

/**
 * Withdraws a sent request: Mitra has no call of its own for it; POST /accounts/{id}/unfollow
 * deletes the pending request (v5.9.1 mitra_models relationships/queries.rs unfollow). On success
 * the account leaves the list and its relationship takes the server's answer.
 */
export function useCancelFollowRequest(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: relationshipKeys.detail(accountId),
    mutationFn: () => unfollowAccount(accountId),
    onSuccess: (relationship) => {
      queryClient.setQueryData(relationshipKeys.detail(accountId), relationship)
      queryClient.setQueryData<InfiniteData<Page<Account>, string | null>>(outgoingRequestsKey(), (data) =>
        data ? withoutAccount(data, accountId) : data,
      )
    },
  })
}
