import { requestJson } from '@/lib/http'
import type { Aliases } from './types'

/** Declared (with unknown ones) and verified aliases of an account. */
export const getAliases = (accountId: string, signal?: AbortSignal) =>
  requestJson<Aliases>(`/api/v1/accounts/${encodeURIComponent(accountId)}/aliases/all`, { signal, requireAuth: true })

/** Declares another account (by address) as an alias of the signed-in user. */
export const addAlias = (acct: string) =>
  requestJson<Aliases>('/api/v1/settings/aliases', { method: 'POST', json: { acct }, requireAuth: true })

/** Removes a declared alias by its actor id. */
export const removeAlias = (actorId: string) =>
  requestJson<Aliases>('/api/v1/settings/aliases/remove', {
    method: 'POST',
    json: { actor_id: actorId },
    requireAuth: true,
  })
