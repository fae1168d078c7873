import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { endSession, forgetAccountData } from '@/api/auth/end-session'
import { ApiError, setTokenRefusedHandler } from '@/lib/http'
import { useNavigate } from '@/lib/router'
import { session } from '@/lib/session'
import { showToast } from '@/ui/toast/toast-store'

type Listener = () => void
const expiredListeners = new Set<Listener>()

/**
 * Spec section 8: whenever the server answers 'access token is invalid', the stored session is
 * dropped (the session watcher then re-runs the guards, so guest rules apply). The person is told
 * in a message that outlives the session, and useLeaveOnExpiry takes them to the landing page.
 * Drafts stay: only the token goes (no `everything`), so signing in again finds them. The
 * account's offline copy of the cache (its direct and followers-only posts) goes at once. A token
 * whose end the server gave (Mitra 4.12+) is dropped the same way when it ends.
 */
export function dropSessionOnInvalidToken(queryClient: QueryClient): () => void {
  const expire = (refused: string | null) => {
    if (refused === null) return
    // Not inside the cache's own notification: end the session right after it (once, however
    // many calls failed with the same token).
    queueMicrotask(() => {
      if (session.getToken() !== refused) return
      endSession(queryClient)
      forgetAccountData(null, refused, false)
      showToast(t`Your session has expired. Sign in again; your draft is kept.`, 'error')
      for (const listener of expiredListeners) listener()
    })
  }
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isTokenInvalid) expire(session.getToken())
  }
  // Every call through the transport, also those outside the query cache (e.g. post toggles).
  setTokenRefusedHandler(expire)
  // A token the server said would end (expires_in) ends the same way when that time comes, while
  // the page is open or at the next start. setTimeout waits at most 2^31 - 1 ms: longer, it looks again.
  let timer: ReturnType<typeof setTimeout> | undefined
  const watch = () => {
    clearTimeout(timer)
    const at = session.active()?.expiresAt
    if (at)
      timer = setTimeout(
        () => (Date.now() < at ? watch() : expire(session.getToken())),
        Math.min(at - Date.now(), 2 ** 31 - 1),
      )
  }
  watch()
  const stopWatching = session.subscribe(watch)
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  return () => {
    clearTimeout(timer)
    stopWatching()
    setTokenRefusedHandler(null)
    stopQueries()
    stopMutations()
  }
}

/** Goes to the landing page when a session expires, whatever screen (even a guest one) was open. */
export function useLeaveOnExpiry(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const leave = () => void navigate('/', { replace: true })
    expiredListeners.add(leave)
    return () => {
      expiredListeners.delete(leave)
    }
  }, [navigate])
}
