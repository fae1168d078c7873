import { requestJson } from '@/lib/http'
import type { Account, CredentialAccount } from './types'

export const verifyCredentials = (signal?: AbortSignal) =>
  requestJson<CredentialAccount>('/api/v1/accounts/verify_credentials', { signal, requireAuth: true })

export const getAccount = (id: string, signal?: AbortSignal) =>
  requestJson<Account>(`/api/v1/accounts/${encodeURIComponent(id)}`, { signal })

export const lookupAccount = (acct: string, signal?: AbortSignal) =>
  requestJson<Account>('/api/v1/accounts/lookup', { query: { acct }, signal })
