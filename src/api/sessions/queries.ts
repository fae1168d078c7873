import { queryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getSessions } from './endpoints'

export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
}

export const sessionListQuery = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: STALE.NONE,
  })
