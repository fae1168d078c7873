import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentUserQuery } from '@/api/accounts/queries'
import { instanceQuery } from '@/api/instance/queries'
import { ApiError } from '@/lib/http'
import { useToken } from '@/lib/session'
import { AppPending } from './app-pending'
import { useLeaveOnExpiry } from './invalid-token'
import { RootError } from './root-error'
import { RouteView } from './route-view'

/**
 * Loads what the access rules decide on, the instance information and (with a token) the user,
 * before any screen shows: the skeleton meanwhile, and a way to try again when the server cannot
 * be reached. The rules follow the session as it changes: signing out here or in another tab, or a
 * token the server refuses, applies the guests' rules at once.
 */
export function RootShell() {
  const token = useToken()
  useLeaveOnExpiry()
  const instance = useQuery(instanceQuery())
  const user = useQuery(currentUserQuery(token))
  // A refused token ends the session (see invalid-token.ts): until then the user counts as loading.
  const refused = user.error instanceof ApiError && user.error.isTokenInvalid
  const userKnown = token === null || user.data !== undefined
  const ready = instance.data !== undefined && userKnown
  // Once the first screen has shown, a session that changes does not bring the skeleton back.
  const [started, setStarted] = useState(false)
  if (ready && !started) setStarted(true)

  const failure = instance.data === undefined ? instance.error : !userKnown && !refused ? user.error : null
  if (failure) {
    const retry = () => {
      if (instance.isError) void instance.refetch()
      if (user.isError) void user.refetch()
    }
    return <RootError error={failure} onRetry={retry} busy={instance.isFetching || user.isFetching} />
  }
  if (instance.data === undefined || !(started || ready)) return <AppPending />
  return <RouteView context={{ instance: instance.data, user: user.data ?? null }} userKnown={userKnown} />
}
