import type { QueryClient } from '@tanstack/react-query'
import { accountStatusesQuery, POSTS, profileQuery } from '@/api/accounts/profile'
import { threadQuery } from '@/api/statuses/queries'
import { homeTimelineQuery } from '@/api/timelines/queries'
import type { Params } from '@/lib/router'
import { profileRefOf } from '@/routes/parts/profile-ref'

/*
 * The first data of the screens most often opened first, asked for as the app starts
 * (see `prefetch` in routes.ts): the same queries the screens run, so that they find them in
 * flight or done rather than asking once their code has arrived and rendered.
 */

export function prefetchHome(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(homeTimelineQuery(queryClient))
}

/** The profile, then its Posts tab (the tab a profile opens on). */
export async function prefetchProfile(queryClient: QueryClient, params: Params): Promise<void> {
  const ref = profileRefOf(params)
  if (!ref) return
  const account = await queryClient.fetchQuery(profileQuery(ref))
  await queryClient.prefetchInfiniteQuery(accountStatusesQuery(queryClient, account.id, POSTS))
}

export function prefetchPost(queryClient: QueryClient, params: Params): Promise<void> {
  return params.postId ? queryClient.prefetchQuery(threadQuery(queryClient, params.postId)) : Promise.resolve()
}
