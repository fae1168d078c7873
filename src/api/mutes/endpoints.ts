import type { Account } from '@/api/accounts/types'
import { linkPath } from '@/api/accounts/profile'
import { requestPage, type Page } from '@/lib/http'

/**
 * The accounts the signed-in user mutes. Mitra pages them by the Link header like followers (the
 * spec's "profiles and a next-page URL" is the client's view of that header).
 */
export function getMutes(url: string | null, signal?: AbortSignal): Promise<Page<Account>> {
  return requestPage<Account>(url ? linkPath(url) : '/api/v1/mutes', {
    signal,
    requireAuth: true,
  })
}
