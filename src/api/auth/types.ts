import type { AuthenticationMethod } from '../accounts/types'

/** POST /oauth/token answer. */
export type TokenResponse = {
  access_token: string
  token_type?: string
  scope?: string
  created_at?: number
  /** Seconds the token lives (Mitra 4.12.0; 3.21 does not say). */
  expires_in?: number
}

export type PasswordTokenRequest = { grant_type: 'password'; username: string; password: string }
export type WalletTokenRequest = {
  grant_type: Exclude<AuthenticationMethod, 'password'>
  username: null
  password: null
  message: string
  signature: string
}
export type TokenRequest = PasswordTokenRequest | WalletTokenRequest

/** POST /api/v1/accounts body (AUTH.md section 3). */
export type RegistrationRequest = {
  authentication_method: AuthenticationMethod
  username: string
  password?: string
  message?: string
  signature?: string
  invite_code?: string
}

export type PasswordCredentials = { username: string; password: string }
export type PasswordRegistration = PasswordCredentials & { inviteCode?: string }

export type WalletMethod = Exclude<AuthenticationMethod, 'password'>
/** A signed login message (spec §3 Login message) and the wallet's signature of it. */
export type WalletCredentials = { method: WalletMethod; message: string; signature: string }
export type WalletRegistration = WalletCredentials & { username: string; inviteCode?: string }
