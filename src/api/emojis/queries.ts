import { queryOptions, useQuery } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { getCustomEmojis } from './endpoints'

export const emojiKeys = {
  all: ['custom-emojis'] as const,
}

/** The instance's custom emojis, sorted by shortcode; they change rarely, so they stay fresh long. */
export const customEmojisQuery = () =>
  queryOptions({
    queryKey: emojiKeys.all,
    queryFn: async ({ signal }) => {
      const emojis = await getCustomEmojis(signal)
      return [...emojis].sort((a, b) => a.shortcode.localeCompare(b.shortcode))
    },
    staleTime: STALE.LONG,
  })

/** The custom emojis, loaded on first use (an empty list until they arrive). */
export function useCustomEmojis(enabled = true) {
  return useQuery({ ...customEmojisQuery(), enabled }).data ?? []
}
