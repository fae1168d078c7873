import type { CredentialAccount } from '../accounts/types'
import { requestJson } from '@/lib/http'
import type { ImageUpdate, UpdateCredentialsBody } from './types'

export const updateCredentials = (body: UpdateCredentialsBody) =>
  requestJson<CredentialAccount>('/api/v1/accounts/update_credentials', {
    method: 'PATCH',
    json: body,
    requireAuth: true,
  })

/** The payload's image pair: base64 and type to replace, "" to remove, null to keep. */
export function imageFields(update: ImageUpdate): { data: string | null; mediaType: string | null } {
  if (update === null) return { data: null, mediaType: null }
  if (update === 'remove') return { data: '', mediaType: null }
  return { data: update.data, mediaType: update.mediaType }
}
