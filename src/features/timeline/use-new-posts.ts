import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { newPostsOf } from '@/api/timelines/live'
import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import type { Status } from '@/api/statuses/types'
import type { LiveFeed } from './live-feed'

export type HeldPosts = { count: number; gap: boolean }

/**
 * Polls for posts newer than the loaded ones while the tab is visible, never while the timeline
 * itself is loading, and holds them aside: nothing already on screen moves until the reader asks.
 */
export function useNewPosts(live: LiveFeed, data: InfiniteData<Page<Status>> | undefined, busy: boolean): HeldPosts {
  const polled = useQuery({ ...live.poll, enabled: data !== undefined && !busy }).data
  return useMemo(() => {
    const news = newPostsOf(data, polled)
    return { count: news.items.length, gap: news.gap }
  }, [data, polled])
}
