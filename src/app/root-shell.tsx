import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentUserQuery } from '@/api/accounts/queries'
import { instanceQuery } from '@/api/instance/queries'
import { useHydrated } from '@/lib/hydration'
import { ApiError } from '@/lib/http'
import { useLocation } from '@/lib/router'
import { useToken } from '@/lib/session'
import { AppPending } from './app-pending'
import { LANDING_PATH } from './guards'
import { useLeaveOnExpiry } from './invalid-token'
import { RootError } from './root-error'
import { RouteView } from './route-view'

/**
 * Loads what the access rules decide on, the instance information and (with a token) the user,
 * before any screen shows: the skeleton meanwhile, and a way to try again when the server cannot
 * be reached. A guest's landing page is the exception: its form shows at once and the instance
 * fills in the rest (the build writes that first render into index.html, and React hydrates it).
 * The rules follow the session as it changes: signing out here or in another tab, or a token the
 * server refuses, applies the guests' rules at once.
 */
export function RootShell() {
  const token = useToken()
  const { pathname } = useLocation()
  useLeaveOnExpiry()
  const instance = useQuery(instanceQuery())
  const user = useQuery(currentUserQuery(token))
  // While hydrating, what the build could not know (answers, failures) is not there yet.
  const hydrated = useHydrated()
  const instanceData = hydrated ? instance.data : undefined
  // A refused token ends the session (see invalid-token.ts): until then the user counts as loading.
  const refused = user.error instanceof ApiError && user.error.isTokenInvalid
  const userKnown = token === null || user.data !== undefined
  const landingFirst = token === null && pathname === LANDING_PATH
  const ready = (instanceData !== undefined || landingFirst) && userKnown
  // Once the first screen has shown, a session that changes does not bring the skeleton back.
  const [started, setStarted] = useState(false)
  if (ready && !started) setStarted(true)

  const failure = !hydrated
    ? null
    : instance.data === undefined
      ? instance.error
      : !userKnown && !refused
        ? user.error
        : null
  if (failure) {
    const retry = () => {
      if (instance.isError) void instance.refetch()
      if (user.isError) void user.refetch()
    }
    return <RootError error={failure} onRetry={retry} busy={instance.isFetching || user.isFetching} />
  }
  if (!(started || ready) || (instanceData === undefined && !landingFirst)) return <AppPending />
  return <RouteView context={{ instance: instanceData, user: user.data ?? null }} userKnown={userKnown} />
}
