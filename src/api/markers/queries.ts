import { queryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getHomeMarker } from './endpoints'

export const markerKeys = {
  all: ['markers'] as const,
  home: () => [...markerKeys.all, 'home'] as const,
}

/** The home marker as the server has it, read afresh each time home opens. */
export const homeMarkerQuery = () =>
  queryOptions({
    queryKey: markerKeys.home(),
    queryFn: ({ signal }) => getHomeMarker(signal),
    staleTime: STALE.NONE,
  })
