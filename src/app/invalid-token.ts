import type { QueryClient } from '@tanstack/react-query'
import { endSession } from '@/lib/end-session'
import { ApiError } from '@/lib/http'
import { session } from '@/lib/session'

/**
 * Spec section 8: whenever the server answers 'access token is invalid', the stored session is
 * dropped (the session watcher then re-runs the guards, so guest rules apply).
 */
export function dropSessionOnInvalidToken(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isTokenInvalid && session.getToken() !== null) {
      // Not inside the cache's own notification: end the session right after it.
      queueMicrotask(() => endSession(queryClient))
    }
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}
