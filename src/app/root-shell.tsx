import { Outlet, ScrollRestoration } from 'react-router'
import { NavigationProgress } from './navigation-progress'
import { SessionWatcher } from './session-watcher'

/** The root route: keeps guards in step with the session and shows navigation progress. */
export function RootShell() {
  return (
    <>
      <SessionWatcher />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
