import { infiniteQueryOptions } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getDirectory, hasMoreProfiles } from './endpoints'

export const directoryKeys = {
  all: ['directory'] as const,
}

/** The profile directory, paged by offset (the loaded count). */
export const directoryQuery = () =>
  infiniteQueryOptions({
    queryKey: directoryKeys.all,
    queryFn: ({ pageParam, signal }) => getDirectory(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0)
      return hasMoreProfiles(loaded) ? loaded : undefined
    },
    staleTime: STALE.SHORT,
  })
