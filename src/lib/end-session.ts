import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from '@/lib/router'
import { instanceKeys } from '@/api/instance/queries'
import { session } from './session'
import { theme } from './theme'

export type EndSessionOptions = {
  /** A full end of session (logout) also clears all of local storage (spec section 4). */
  everything?: boolean
}

/**
 * Drops the session: the token (and with `everything`, all local storage) and every cached
 * query except the instance information, which does not depend on who is signed in.
 */
export function endSession(queryClient: QueryClient, { everything = false }: EndSessionOptions = {}): void {
  session.clear({ everything })
  if (everything) theme.reload()
  void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== instanceKeys.all[0] })
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== instanceKeys.all[0] })
}

/**
 * Ends the session and goes to the landing page. Call it, for instance, when a first load fails
 * with `ApiError.isTokenInvalid`.
 */
export function useEndSession(): (options?: EndSessionOptions) => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    (options?: EndSessionOptions) => {
      endSession(queryClient, options)
      void navigate('/', { replace: true })
    },
    [queryClient, navigate],
  )
}
