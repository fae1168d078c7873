import { queryOptions, useQuery } from '@tanstack/react-query'
import { useHydrated } from '@/lib/hydration'
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

/**
 * The instance information; the route guards load it before any screen renders but the landing
 * page, which shows without it. Undefined while React hydrates the landing page written at build
 * time, which could not know it.
 */
export function useInstance() {
  const { data } = useQuery(instanceQuery())
  return useHydrated() ? data : undefined
}
