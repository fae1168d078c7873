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
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: STALE.SHORT },
      mutations: { retry: false },
    },
  })
}
