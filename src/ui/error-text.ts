import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { ApiError, CLIENT_ERRORS } from '@/lib/http'
import { isOnline } from '@/lib/network-status'

/** The standard reason phrases of the server errors people meet (a 5xx answer may carry none). */
const REASONS: Record<number, string> = {
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/**
 * Turns any failure into a sentence a person can act on: what went wrong and what to do. The
 * server's own message is kept where it says something about the request (spec section 8).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui()
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) {
        return error instanceof Error && error.message ? error.message : t`Something went wrong. Try again.`
      }
      if (error.isOffline || (error.isNetwork && !isOnline())) {
        return t`You're offline. Try again once the connection is back.`
      }
      if (error.isTimeout) return t`The server took too long to answer. Try again in a moment.`
      if (error.isNetwork) return t`Can't reach the server. Check your connection, then try again.`
      if (error.isRateLimited) return t`Too many requests. Wait a moment, then try again.`
      if (error.isTokenInvalid) return t`Your session has expired. Sign in again.`
      if (error.status === 413) {
        // Mitra may explain what is too large; without a JSON answer the spec's text is all there is.
        const detail = error.message === CLIENT_ERRORS.tooLarge ? '' : error.message
        return detail ? t`Too large for the server: ${detail}` : t`That is too large for the server to accept.`
      }
      if (error.status >= 500) {
        const reason = REASONS[error.status] ?? error.message
        const status = error.status
        return t`The server ran into a problem (${status} ${reason}).`
      }
      return error.message || t`Something went wrong. Try again.`
    },
    [t],
  )
}
