import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from '@/lib/router'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { session, type StoredAccount } from '@/lib/session'
import { theme } from '@/lib/theme'

export type EndSessionOptions = {
  /**
   * A full end of the active account's session (logout, deleted account): it is forgotten with
   * what this browser keeps for it, and when no other account is left all of local storage is
   * cleared too (spec section 4).
   */
  everything?: boolean
}

/**
 * Deletes what this browser keeps for an account that logs out: its drafts and its offline copy
 * of the cache (both loaded on demand: the landing page does not need them). `last`: no account
 * is left, so every offline copy goes (the guest's too).
 */
export function forgetAccountData(account: StoredAccount | null, token: string | null, last: boolean): void {
  if (account) {
    void import('@/lib/drafts').then((drafts) => drafts.deleteAccountDrafts(account.id)).catch(() => {})
  }
  if (!last && token === null) return
  void import('@/lib/persist')
    .then((persist) => persist.forgetPersistedCache(last ? undefined : (token ?? undefined)))
    .catch(() => {})
}

/**
 * Drops every cached query that belongs to a session: all but the instance information. (Even the
 * next account's user is loaded again: while it loads the screens unmount, so nothing typed or
 * shown as one account stays on screen as the other.)
 */
export function clearSessionCache(queryClient: QueryClient): void {
  const predicate = (q: Query) => q.queryKey[0] !== instanceKeys.all[0]
  void queryClient.cancelQueries({ predicate })
  queryClient.removeQueries({ predicate })
}

/**
 * Drops the active session (and with `everything`, what this browser keeps for that account, or
 * all of local storage when it was the last one) and every cached query except the instance
 * information, which does not depend on who is signed in. The other accounts stay signed in.
 */
export function endSession(queryClient: QueryClient, { everything = false }: EndSessionOptions = {}): void {
  if (everything) {
    const token = session.getToken()
    const others = session.accounts().filter((a) => a.token !== token)
    forgetAccountData(session.active(), token, others.length === 0)
    if (others.length === 0) session.clear({ everything: true })
    else session.clear()
  } else {
    session.clear()
  }
  theme.reload()
  clearSessionCache(queryClient)
}

/**
 * Starts a session with a token whose user is already known: remembers the account (with when the
 * token ends, if the server said), makes it the active one and drops the previous account's cached
 * data. Used by every sign-in (password or wallet), whether it is the first account or an added one.
 */
export function startAccountSession(
  queryClient: QueryClient,
  token: string,
  user: CredentialAccount,
  expiresAt?: number,
): void {
  clearSessionCache(queryClient)
  queryClient.setQueryData(accountKeys.current(token), user)
  session.addAccount({ ...accountSummary(user), token, ...(expiresAt ? { expiresAt } : {}) })
  theme.reload()
}

/** What the account switcher shows of a user. */
export function accountSummary(user: CredentialAccount): Omit<StoredAccount, 'token'> {
  return {
    id: user.id,
    acct: user.acct,
    displayName: user.display_name ?? '',
    avatar: user.avatar ?? null,
    ...(user.actor_id ? { actorId: user.actor_id } : {}),
  }
}

/**
 * Ends the session and goes to the landing page (which offers the other remembered accounts).
 * Call it, for instance, when a first load fails with `ApiError.isTokenInvalid`.
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
