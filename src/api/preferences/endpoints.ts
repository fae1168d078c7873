import type { CredentialAccount } from '../accounts/types'
import { requestJson } from '@/lib/http'
import type { Preferences } from './types'

/** The member's shared posting defaults (Mitra 4.17+). */
export const getPreferences = (signal?: AbortSignal) =>
  requestJson<Preferences>('/api/v1/preferences', { signal, requireAuth: true })

/** `source` of update_credentials (Mitra 4.17+): each default kept when omitted. */
export type PostingDefaults = { privacy?: Preferences['posting:default:visibility']; language?: string }

/** Saves one or both posting defaults; answers the current user, whose `source` carries them. */
export const savePostingDefaults = (source: PostingDefaults) =>
  requestJson<CredentialAccount>('/api/v1/accounts/update_credentials', {
    method: 'PATCH',
    json: { source },
    requireAuth: true,
  })
