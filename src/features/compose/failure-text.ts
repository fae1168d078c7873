import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/lib/http'

// The transport's own messages for calls that got no answer (src/lib/http.ts).
const TIMED_OUT = 'request timed out'
const OFFLINE = 'offline'

/**
 * Says in words why a call of the composer failed (publishing, uploading): no answer, offline,
 * too large, too many requests, a server fault; otherwise the server's own message.
 */
export function useFailureText(): (failure: unknown) => string {
  const { t } = useLingui()
  return (failure) => {
    if (!(failure instanceof ApiError)) return failure instanceof Error ? failure.message : String(failure)
    const { status, message } = failure
    if (status === 0 && message === TIMED_OUT) return t`The server took too long to answer.`
    if (status === 0 && message === OFFLINE) return t`You are offline.`
    if (status === 0) return t`The server could not be reached.`
    if (status === 408 || status === 504) return t`The server took too long to answer.`
    if (status === 413) return t`${message} (more than the server accepts).`
    if (status === 429) return t`Too many requests: wait a moment before trying again.`
    if (status >= 500) return t`The server ran into a problem (${message}).`
    return message
  }
}
