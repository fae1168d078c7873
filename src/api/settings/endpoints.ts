import type { ClientConfig, CredentialAccount } from '../accounts/types'
import { request, requestJson } from '@/lib/http'
import { CLIENT_CONFIG_KEY } from '@/lib/client-config'

const SETTINGS = '/api/v1/settings'

/** Mitra takes exactly one client's whole object per call; the answer is the updated user. */
export const updateClientConfig = (config: ClientConfig) =>
  requestJson<CredentialAccount>(`${SETTINGS}/client_config`, {
    method: 'POST',
    json: { [CLIENT_CONFIG_KEY]: config },
    requireAuth: true,
  })

export const changePassword = (newPassword: string) =>
  requestJson<CredentialAccount>(`${SETTINGS}/change_password`, {
    method: 'POST',
    json: { new_password: newPassword },
    requireAuth: true,
  })

export type ExportKind = 'follows' | 'followers'

/** The CSV of follows or followers (text/csv, one address a line). */
export async function exportCsv(kind: ExportKind): Promise<Blob> {
  const res = await request(`${SETTINGS}/export_${kind}`, { requireAuth: true, headers: { Accept: 'text/csv' } })
  return res.blob()
}

/** Deletes the signed-in account (answers 204). */
export const deleteAccount = () =>
  requestJson<null>(`${SETTINGS}/delete_account`, { method: 'POST', requireAuth: true })
