import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { redirect, type RouteObject } from 'react-router'
import { acctLoader, guardLoader, HOME_PATH, type Access } from './guards'
import { AppPending } from './app-pending'
import { loadRouteContext } from './load-context'
import { RootError } from './root-error'
import { RootShell } from './root-shell'
import { RouteError } from './route-error'

type RouteModule = { default: ComponentType }

const Nothing = () => null

/**
 * The route table of spec section 2. Every screen is a lazy module; its guard runs as the loader,
 * after the instance information (and the user, when there is a token) has been loaded.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const screen = (
    path: string,
    access: Access,
    load: () => Promise<RouteModule>,
    loader = guardLoader(queryClient, access),
  ): RouteObject => ({
    path,
    loader,
    handle: { access },
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await load()).default }),
  })
  const byAcct = (path: string, load: () => Promise<RouteModule>) =>
    screen(path, 'everyone', load, acctLoader(queryClient, 'everyone'))

  return [
    {
      id: 'root',
      path: '/',
      loader: async () => {
        await loadRouteContext(queryClient)
        return null
      },
      Component: RootShell,
      HydrateFallback: AppPending,
      ErrorBoundary: RootError,
      children: [
        {
          index: true,
          loader: guardLoader(queryClient, 'guest'),
          handle: { access: 'guest' satisfies Access },
          ErrorBoundary: RouteError,
          lazy: async () => ({ Component: (await import('@/routes/landing')).default }),
        },
        {
          id: 'main-layout',
          lazy: async () => ({ Component: (await import('./main-layout')).MainLayout }),
          children: [
            screen('about', 'everyone', () => import('@/routes/about')),
            screen('ethereum', 'guest', () => import('@/routes/ethereum')),
            screen('home', 'member', () => import('@/routes/home')),
            screen('local', 'local', () => import('@/routes/local')),
            screen('federated', 'federated', () => import('@/routes/federated')),
            screen('post/:postId', 'everyone', () => import('@/routes/post')),
            screen('tag/:tagName', 'everyone', () => import('@/routes/tag')),
            screen('custom-feeds', 'member', () => import('@/routes/custom-feeds')),
            screen('custom-feed/:feedId', 'member', () => import('@/routes/custom-feed')),
            screen('custom-feed/:feedId/timeline', 'member', () => import('@/routes/custom-feed-timeline')),
            screen('notifications', 'member', () => import('@/routes/notifications')),
            screen('profile/:profileId', 'everyone', () => import('@/routes/profile')),
            screen('profile/:profileId/subscription', 'everyone', () => import('@/routes/profile-subscription')),
            screen('profile/:profileId/gallery', 'everyone', () => import('@/routes/profile-gallery')),
            byAcct(':handle', () => import('@/routes/profile')),
            byAcct(':handle/subscription', () => import('@/routes/profile-subscription')),
            byAcct(':handle/gallery', () => import('@/routes/profile-gallery')),
            screen('subscriber/:profileId', 'member', () => import('@/routes/subscriber')),
            screen('profile-directory', 'member', () => import('@/routes/profile-directory')),
            screen('search', 'member', () => import('@/routes/search')),
            screen('follow-requests', 'member', () => import('@/routes/follow-requests')),
            screen('mutes', 'member', () => import('@/routes/mutes')),
            screen('bookmarks', 'member', () => import('@/routes/bookmarks')),
            screen('settings', 'member', () => import('@/routes/settings')),
            screen('settings/profile', 'member', () => import('@/routes/settings-profile')),
            screen('settings/aliases', 'member', () => import('@/routes/settings-aliases')),
            screen('settings/identity-proof', 'member', () => import('@/routes/identity-proof')),
            screen('settings/import-followers', 'member', () => import('@/routes/import-followers')),
            screen('settings/import-follows', 'member', () => import('@/routes/import-follows')),
            screen('settings/move-followers', 'member', () => import('@/routes/move-followers')),
            screen('subscriptions/settings', 'subscription-settings', () => import('@/routes/subscription-settings')),
          ],
        },
        // Any other path goes home (whose guard then sends guests to the landing page).
        { path: '*', loader: () => redirect(HOME_PATH), Component: Nothing },
      ],
    },
  ]
}
