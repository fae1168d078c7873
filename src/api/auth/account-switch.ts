import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from '@/lib/router'
import { clearSessionCache, forgetAccountData } from './end-session'
import { session } from '@/lib/session'
import { theme } from '@/lib/theme'

// Switching and logging out one account: only the signed-in screens need these (kept out of the
// code every first screen loads).

/** Where the person goes after an account's session ended. */
export type AfterSessionEnd = 'landing' | 'home' | 'stay'

/** Makes another remembered account the active one: its own cache, theme and (via its user) locale. */
export function switchAccount(queryClient: QueryClient, id: string): boolean {
  const target = session.accounts().find((a) => a.id === id)
  if (!target) return false
  if (target.token === session.getToken()) return true
  clearSessionCache(queryClient)
  session.switchTo(id)
  theme.reload()
  return true
}

/**
 * Logs one account out locally (its token is revoked by the caller): it is forgotten with its
 * drafts and persisted cache. When it was the active one the next account takes over, and when
 * none is left the whole session ends (all local storage, spec section 4).
 */
export function logOutAccount(queryClient: QueryClient, token: string): AfterSessionEnd {
  const account = session.accounts().find((a) => a.token === token) ?? null
  const wasActive = token === session.getToken()
  const others = session.accounts().filter((a) => a.token !== token)
  forgetAccountData(account, token, others.length === 0)
  if (others.length === 0) {
    session.clear({ everything: true })
    theme.reload()
    clearSessionCache(queryClient)
    return 'landing'
  }
  if (!wasActive) {
    if (account) session.removeAccount(account.id)
    return 'stay'
  }
  const next = others[0]!
  clearSessionCache(queryClient)
  // Switch first, then forget: the list never has an active token without its account.
  session.switchTo(next.id)
  if (account) session.removeAccount(account.id)
  theme.reload()
  return 'home'
}

/** Switches to a remembered account and opens its home. */
export function useSwitchAccount(): (id: string) => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    (id: string) => {
      if (switchAccount(queryClient, id)) void navigate('/home')
    },
    [queryClient, navigate],
  )
}
