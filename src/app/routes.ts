import type { QueryClient } from '@tanstack/react-query'
import { loadAppMessages, type MessagesPart } from '@/i18n/setup'
import { matchRoutes, type Params } from '@/lib/router'
import type { Access } from './guards'
import { lazyScreen, type LazyScreen } from './lazy-screen'
import { prefetchHome, prefetchPost, prefetchProfile } from './route-prefetch'
/**
 * `layout: 'none'` screens bring their own page (the landing page); the others use MainLayout.
 * `prefetch` asks for the screen's first data when the app starts on it (a screen open to everyone,
 * or to members when a session exists, at once; another once the user is known to be let in),
 * rather than once the screen's code has arrived and rendered.
 */
export type AppRoute = LazyScreen & {
  path: string
  access: Access
  layout: 'main' | 'none'
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>
}

/**
 * A screen's module together with the messages beyond the core part (the landing page needs only
 * the core part, home only the feed part).
 */
const withAppMessages =
  (load: LazyScreen['preload'], part: MessagesPart): LazyScreen['preload'] =>
  () =>
    Promise.all([load(), loadAppMessages(part)]).then(([module]) => module)

const route = (
  path: string,
  access: Access,
  load: LazyScreen['preload'],
  layout: AppRoute['layout'] = 'main',
  part: MessagesPart = 'app',
): AppRoute => ({
  path,
  access,
  layout,
  ...lazyScreen(layout === 'none' ? load : withAppMessages(load, part)),
})

/**
 * The route table of spec section 2, first match wins. Every screen is its own lazy chunk; its
 * access rule is applied once the instance information (and the user, with a token) has loaded.
 * Any other path goes home (whose rule then sends guests on to the landing page).
 */
export const routes: readonly AppRoute[] = [
  route('/', 'guest', () => import('@/routes/landing'), 'none'),
  route('/about', 'everyone', () => import('@/routes/about')),
  route('/ethereum', 'guest', () => import('@/routes/ethereum')),
  {
    ...route('/home', 'member', () => import('@/routes/home'), 'main', 'feed'),
    prefetch: prefetchHome,
  },
  route('/local', 'local', () => import('@/routes/local')),
  route('/federated', 'federated', () => import('@/routes/federated')),
  { ...route('/post/:postId', 'everyone', () => import('@/routes/post')), prefetch: prefetchPost },
  route('/tag/:tagName', 'everyone', () => import('@/routes/tag')),
  route('/custom-feeds', 'member', () => import('@/routes/custom-feeds')),
  route('/custom-feed/:feedId', 'member', () => import('@/routes/custom-feed')),
  route('/custom-feed/:feedId/timeline', 'member', () => import('@/routes/custom-feed-timeline')),
  route('/notifications', 'member', () => import('@/routes/notifications')),
  route('/direct-messages', 'member', () => import('@/routes/direct-messages')),
  route('/groups', 'member', () => import('@/routes/groups')),
  { ...route('/profile/:profileId', 'everyone', () => import('@/routes/profile')), prefetch: prefetchProfile },
  route('/profile/:profileId/subscription', 'everyone', () => import('@/routes/profile-subscription')),
  route('/profile/:profileId/gallery', 'everyone', () => import('@/routes/profile-gallery')),
  // Profiles by handle: /@bob, /@bob@example.org; any other single segment is an unknown path.
  { ...route('/@:acct', 'everyone', () => import('@/routes/profile')), prefetch: prefetchProfile },
  route('/@:acct/subscription', 'everyone', () => import('@/routes/profile-subscription')),
  route('/@:acct/gallery', 'everyone', () => import('@/routes/profile-gallery')),
  route('/subscriber/:profileId', 'member', () => import('@/routes/subscriber')),
  route('/profile-directory', 'member', () => import('@/routes/profile-directory')),
  route('/search', 'member', () => import('@/routes/search')),
  route('/follow-requests', 'member', () => import('@/routes/follow-requests')),
  route('/mutes', 'member', () => import('@/routes/mutes')),
  route('/bookmarks', 'member', () => import('@/routes/bookmarks')),
  route('/favourites', 'member', () => import('@/routes/favourites')),
  route('/drafts', 'member', () => import('@/routes/drafts')),
  route('/settings', 'member', () => import('@/routes/settings')),
  route('/settings/profile', 'member', () => import('@/routes/settings-profile')),
  route('/settings/aliases', 'member', () => import('@/routes/settings-aliases')),
  route('/settings/identity-proof', 'member', () => import('@/routes/identity-proof')),
  route('/settings/import-followers', 'member', () => import('@/routes/import-followers')),
  route('/settings/import-follows', 'member', () => import('@/routes/import-follows')),
  route('/settings/move-followers', 'member', () => import('@/routes/move-followers')),
  route('/subscriptions/settings', 'subscription-settings', () => import('@/routes/subscription-settings')),
  route('/admin/accounts', 'member', () => import('@/routes/admin-accounts')),
]

/** The screen for a pathname, or null for an unknown path. */
export function findRoute(pathname: string): { route: AppRoute; params: Params } | null {
  return matchRoutes(routes, pathname)
}
