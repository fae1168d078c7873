import { queryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getPreferences } from './endpoints'

export const preferenceKeys = {
  all: ['preferences'] as const,
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: STALE.NONE,
  })
