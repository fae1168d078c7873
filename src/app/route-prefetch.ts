import type { QueryClient } from '@tanstack/react-query'
import type { Params } from '@/lib/router'

/*
 * The first data of the screens most often opened first, asked for as the app starts
 * (see `prefetch` in routes.ts): the same queries the screens run, so that they find them in
 * flight or done rather than asking once their code has arrived and rendered. Each loads its
 * queries with import(), from the chunks of the screens that use them: the landing page, which
 * runs none, does not download them, nor does home those of a profile.
 */

export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const { homeTimelineQuery } = await import('@/api/timelines/queries')
  await queryClient.prefetchInfiniteQuery(homeTimelineQuery(queryClient))
}

/** The profile, then its Posts tab (the tab a profile opens on). */
export async function prefetchProfile(queryClient: QueryClient, params: Params): Promise<void> {
  const [{ accountStatusesQuery, POSTS, profileQuery }, { profileRefOf }] = await Promise.all([
    import('@/api/accounts/profile'),
    import('@/routes/parts/profile-ref'),
  ])
  const ref = profileRefOf(params)
  if (!ref) return
  const account = await queryClient.fetchQuery(profileQuery(ref))
  await queryClient.prefetchInfiniteQuery(accountStatusesQuery(queryClient, account.id, POSTS))
}

export async function prefetchPost(queryClient: QueryClient, params: Params): Promise<void> {
  if (!params.postId) return
  const { threadQuery } = await import('@/api/statuses/queries')
  await queryClient.prefetchQuery(threadQuery(queryClient, params.postId))
}
