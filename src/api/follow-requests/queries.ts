import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { withoutAccount } from '@/api/accounts/account-pages'
import type { Account } from '@/api/accounts/types'
import type { Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { getFollowRequests } from './endpoints'

export const followRequestKeys = {
  all: ['follow-requests'] as const,
  list: () => [...followRequestKeys.all, 'list'] as const,
}

/** The next page's Link URL, when the last page had accounts and a link. */
export const nextPageUrl = (page: Page<Account>) => (page.items.length > 0 && page.next ? page.next : undefined)

/** Pending follow requests, paged by the Link URL; read afresh each time the screen opens. */
export const followRequestsQuery = () =>
  infiniteQueryOptions({
    queryKey: followRequestKeys.list(),
    queryFn: ({ pageParam, signal }) => getFollowRequests(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageUrl,
    staleTime: STALE.NONE,
  })

/** Takes an account out of the cached follow requests. */
export function dropFollowRequest(queryClient: QueryClient, accountId: string): void {
  queryClient.setQueryData<InfiniteData<Page<Account>, string | null>>(followRequestKeys.list(), (data) =>
    data ? withoutAccount(data, accountId) : data,
  )
}
