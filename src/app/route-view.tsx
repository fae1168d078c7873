import { Suspense, useEffect, type ReactNode } from 'react'
import { loadAppMessages } from '@/i18n/setup'
import { Navigate, useLocation } from '@/lib/router'
import { PagePending } from '@/ui/page-pending'
import { AppPending } from './app-pending'
import { HOME_PATH, redirectFor } from './guards'
import { lazyScreen } from './lazy-screen'
import type { RouteContext } from './load-context'
import { findRoute } from './routes'
import { Screen } from './screen'
import { ScreenBoundary } from './screen-boundary'

/** The layout of the signed-in screens and the guests' static pages: its own chunk, not the landing page's. */
const mainLayout = lazyScreen<{ children: ReactNode }>(() =>
  // Its messages are in the feed part of the catalogue (scripts/catalogue-parts.ts).
  Promise.all([import('./main-layout'), loadAppMessages('feed')]).then(([m]) => ({ default: m.MainLayout })),
)
export const loadMainLayout = mainLayout.preload
const MainLayout = mainLayout.Component

type RouteViewProps = {
  context: RouteContext
  /** False while the user of a new token is still loading: rules wait for it instead of redirecting. */
  userKnown: boolean
}

/** Picks the screen for the current path, applies its access rule and renders it in its layout. */
export function RouteView({ context, userKnown }: RouteViewProps) {
  const { pathname, search } = useLocation()
  const match = findRoute(pathname)
  const route = match?.route
  // Start downloading the screen together with its layout, not after it.
  useEffect(() => void route?.preload().catch(() => {}), [route])

  if (!match || !route) return <Navigate to={HOME_PATH} />
  const target = redirectFor(route.access, context, search)
  if (target && userKnown) return <Navigate to={target} />
  // The session is changing: the screen waits rather than showing itself to the wrong visitor.
  const own = route.layout === 'none'
  const screen = target ? (
    <PagePending />
  ) : (
    <Screen key={route.path} route={route} params={match.params} fallback={own ? <AppPending /> : undefined} />
  )
  const content = <ScreenBoundary resetKey={pathname}>{screen}</ScreenBoundary>
  if (own) return <Suspense fallback={<AppPending />}>{content}</Suspense>
  // The layout's chunk can fail to download too: its error and a way on, rather than a blank page.
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<AppPending />}>
        <MainLayout>{content}</MainLayout>
      </Suspense>
    </ScreenBoundary>
  )
}
