import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { withoutAccount } from '@/api/accounts/profile'
import type { Account } from '@/api/accounts/types'
import type { Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { getMutes } from './endpoints'

export const muteKeys = {
  all: ['mutes'] as const,
  list: () => [...muteKeys.all, 'list'] as const,
}

/** Muted accounts, paged by the Link URL; read afresh each time the screen opens. */
export const mutesQuery = () =>
  infiniteQueryOptions({
    queryKey: muteKeys.list(),
    queryFn: ({ pageParam, signal }) => getMutes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<Account>) => (page.items.length > 0 && page.next ? page.next : undefined),
    staleTime: STALE.NONE,
  })

/** Takes an account out of the cached mute list. */
export function dropMute(queryClient: QueryClient, accountId: string): void {
  queryClient.setQueryData<InfiniteData<Page<Account>, string | null>>(muteKeys.list(), (data) =>
    data ? withoutAccount(data, accountId) : data,
  )
}
