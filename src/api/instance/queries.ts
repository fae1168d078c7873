import { queryOptions, useQuery } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getInstance } from './endpoints'

export const instanceKeys = {
  all: ['instance'] as const,
}

export const instanceQuery = () =>
  queryOptions({
    queryKey: instanceKeys.all,
    queryFn: ({ signal }) => getInstance(signal),
    staleTime: STALE.LONG,
  })

/** The instance information; the route guards load it before any screen renders. */
export function useInstance() {
  return useQuery(instanceQuery()).data
}
