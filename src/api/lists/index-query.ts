import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { timelineKeys } from '../timelines/queries'
import type { CustomFeed, WireList } from './types'

/**
 * The signed-in user's feeds, which the sidebar lists on every screen: apart from the rest of the
 * feeds' calls (queries.ts, endpoints.ts), so that only this much is part of the first screens.
 */

export const customFeedKeys = {
  all: ['custom-feeds'] as const,
  /** The signed-in user's feeds (GET /api/v1/lists). */
  index: () => [...customFeedKeys.all, 'index'] as const,
  detail: (id: string) => [...customFeedKeys.all, 'detail', id] as const,
  members: (id: string) => [...customFeedKeys.all, 'members', id] as const,
  /** Under the timelines prefix, so that whatever refreshes every timeline refreshes this one too. */
  timeline: (id: string) => [...timelineKeys.all, 'list', id] as const,
}

export const toCustomFeed = (list: WireList): CustomFeed => ({ id: String(list.id), title: list.title })

export async function getCustomFeeds(signal?: AbortSignal): Promise<CustomFeed[]> {
  const lists = await requestJson<WireList[]>('/api/v1/lists', { signal, requireAuth: true })
  return lists.map(toCustomFeed)
}

export const customFeedsQuery = () =>
  queryOptions({
    queryKey: customFeedKeys.index(),
    queryFn: ({ signal }) => getCustomFeeds(signal),
    staleTime: STALE.SHORT,
  })
