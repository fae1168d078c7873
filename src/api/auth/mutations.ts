import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CredentialAccount } from '../accounts/types'
import { forgetAccountData, startAccountSession } from '@/api/auth/end-session'
import { session } from '@/lib/session'
import { obtainToken, registerAccount, revokeToken, verifyToken } from './endpoints'
import type {
  PasswordCredentials,
  PasswordRegistration,
  TokenResponse,
  WalletCredentials,
  WalletRegistration,
} from './types'

export const authKeys = {
  signIn: ['auth', 'sign-in'] as const,
  signUp: ['auth', 'sign-up'] as const,
  walletSignIn: ['auth', 'wallet-sign-in'] as const,
  walletSignUp: ['auth', 'wallet-sign-up'] as const,
  logout: ['auth', 'logout'] as const,
}

/**
 * Checks a fresh token by loading its user, then makes it the active session (added to the
 * signed-in accounts, the previous account's cached data dropped). A failure leaves the session
 * as it was: no half-made session behind, and the other accounts untouched. Where the server says
 * how long the token lives (expires_in, Mitra 4.12+), the session ends then (app/invalid-token.ts).
 */
async function startSession(
  queryClient: QueryClient,
  { access_token: token, expires_in }: TokenResponse,
): Promise<CredentialAccount> {
  const expiresAt = expires_in ? Date.now() + expires_in * 1000 : undefined
  const user = await verifyToken(token)
  // Signing in again to an account already here: its old token is of no use any more, nor is the
  // offline copy kept under it (its drafts stay: they belong to the account, not the token).
  const previous = session.accounts().find((a) => a.id === user.id)?.token
  startAccountSession(queryClient, token, user, expiresAt)
  if (previous && previous !== token) {
    void revokeToken(previous).catch(() => {})
    forgetAccountData(null, previous, false)
  }
  return user
}

/** Spec section 4, sign-in: obtain the token, fetch the current user, store both. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.signIn,
    mutationFn: async ({ username, password }: PasswordCredentials) => {
      return startSession(queryClient, await obtainToken({ grant_type: 'password', username, password }))
    },
  })
}

/** Spec section 4, sign-up: register, then sign in with the same credentials. */
export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.signUp,
    mutationFn: async ({ username, password, inviteCode }: PasswordRegistration) => {
      await registerAccount({
        authentication_method: 'password',
        username,
        password,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      })
      return startSession(queryClient, await obtainToken({ grant_type: 'password', username, password }))
    },
  })
}

const walletToken = ({ method, message, signature }: WalletCredentials) =>
  obtainToken({ grant_type: method, username: null, password: null, message, signature })

/** Spec §4, wallet sign-in: the signed message buys the token; then the current user is loaded. */
export function useWalletSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.walletSignIn,
    mutationFn: async (credentials: WalletCredentials) => {
      return startSession(queryClient, await walletToken(credentials))
    },
  })
}

/**
 * Wallet sign-up: register with the signed message, then sign in with the same message and
 * signature (the server does not record the nonce at registration, so it can be used once more).
 */
export function useWalletSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: authKeys.walletSignUp,
    mutationFn: async ({ username, inviteCode, ...credentials }: WalletRegistration) => {
      await registerAccount({
        authentication_method: credentials.method,
        username,
        message: credentials.message,
        signature: credentials.signature,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      })
      return startSession(queryClient, await walletToken(credentials))
    },
  })
}
