import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceQuery } from '@/api/instance/queries'
import type { Instance } from '@/api/instance/types'
import { endSession } from '@/api/auth/end-session'
import { ApiError } from '@/lib/http'
import { isOnline } from '@/lib/network-status'
import { session } from '@/lib/session'

/**
 * What the route guards decide on. The instance is undefined only on a guest's landing page before
 * its information has arrived (RootShell).
 */
export type RouteContext = { instance: Instance | undefined; user: CredentialAccount | null }

/**
 * The signed-in user, or null. Spec section 4: a token the server calls invalid drops the session
 * and the visitor continues as a guest; any other failure is the caller's to show.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<CredentialAccount | null> {
  const token = session.getToken()
  if (!token) return null
  try {
    // A user restored from the offline copy is shown at once and refreshed when online.
    return await queryClient.ensureQueryData({ ...currentUserQuery(token), revalidateIfStale: isOnline() })
  } catch (error) {
    if (error instanceof ApiError && error.isTokenInvalid) {
      if (session.getToken() === token) endSession(queryClient)
      return null
    }
    throw error
  }
}

/**
 * Loads the instance information and the current user (both cached) before any rule applies.
 * Offline, a cached copy (restored from the offline copy) is used as it is, without a refetch
 * that could only fail.
 */
export async function loadRouteContext(queryClient: QueryClient): Promise<RouteContext & { instance: Instance }> {
  const [instance, user] = await Promise.all([
    queryClient.ensureQueryData({ ...instanceQuery(), revalidateIfStale: isOnline() }),
    loadCurrentUser(queryClient),
  ])
  return { instance, user }
}
