import { QueryClient } from '@tanstack/react-query'

/** Named stale times, so that every query says how fresh it needs to be. */
export const STALE = {
  NONE: 0,
  SHORT: 30_000,
  LONG: 10 * 60_000,
  NEVER: Infinity,
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline, calls still run and fail with words (writes are refused by
      // src/lib/http.ts) instead of pausing silently; refetchOnReconnect refreshes stale data after.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: STALE.SHORT, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
