import { Suspense, type ReactNode } from 'react'
import { NavigationEffects, RouteParams, type Params } from '@/lib/router'
import { PagePending } from '@/ui/page-pending'
import { NavigationProgress } from './navigation-progress'
import type { AppRoute } from './routes'

type ScreenProps = { route: AppRoute; params: Params; fallback?: ReactNode }

/**
 * One screen with its parameters. While its chunk downloads, the progress bar and a spinner stand
 * in; once it has rendered, the router scrolls and moves focus (NavigationEffects).
 */
export function Screen({ route, params, fallback }: ScreenProps) {
  return (
    <Suspense
      fallback={
        fallback ?? (
          <>
            <NavigationProgress />
            <PagePending />
          </>
        )
      }
    >
      <ScreenContent route={route} params={params} />
    </Suspense>
  )
}

/**
 * The screen and its navigation effects, mounted together once the screen's module has loaded (a
 * suspended sibling would not hold the effects back in every renderer).
 */
function ScreenContent({ route: { Component, ready }, params }: ScreenProps) {
  ready()
  return (
    <>
      <RouteParams params={params}>
        <Component />
      </RouteParams>
      <NavigationEffects />
    </>
  )
}
