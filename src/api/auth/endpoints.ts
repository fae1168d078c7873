import type { CredentialAccount } from '../accounts/types'
import { requestJson } from '@/lib/http'
import type { RegistrationRequest, TokenRequest, TokenResponse } from './types'

/** POST /oauth/token: exchanges credentials (or a signed wallet message) for an access token. */
export const obtainToken = (body: TokenRequest) =>
  requestJson<TokenResponse>('/oauth/token', { method: 'POST', json: body, auth: false })

/** POST /oauth/revoke: the token in the body must be the one in the bearer header. */
export const revokeToken = (token: string) =>
  requestJson<unknown>('/oauth/revoke', {
    method: 'POST',
    json: { token },
    headers: { Authorization: `Bearer ${token}` },
    auth: false,
  })

/** POST /api/v1/accounts (answers 201 with the new account). */
export const registerAccount = (body: RegistrationRequest) =>
  requestJson<CredentialAccount>('/api/v1/accounts', { method: 'POST', json: body, auth: false })

/**
 * GET /api/v1/accounts/verify_credentials with a given token rather than the active one: a new
 * sign-in is checked before it replaces (or joins) the signed-in accounts.
 */
export const verifyToken = (token: string) =>
  requestJson<CredentialAccount>('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${token}` },
    auth: false,
  })
