import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { newPostsOf } from '@/api/timelines/live'
import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import type { Status } from '@/api/statuses/types'
import type { LiveFeed } from './live-feed'

export type HeldPosts = { count: number; gap: boolean }

/**
 * Polls for posts newer than the loaded ones while the tab is visible, never while the timeline
 * itself is loading, and holds them aside: nothing already on screen moves until the reader asks.
 * The reader's own posts and reposts are held too, but not counted: they are not news to them.
 */
export function useNewPosts(live: LiveFeed, data: InfiniteData<Page<Status>> | undefined, busy: boolean): HeldPosts {
  const polled = useQuery({ ...live.poll, enabled: data !== undefined && !busy }).data
  const selfId = useCurrentUser()?.id ?? null
  return useMemo(() => {
    const news = newPostsOf(data, polled, selfId)
    return { count: news.count, gap: news.gap }
  }, [data, polled, selfId])
}
