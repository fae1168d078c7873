import type { Account } from '@/api/accounts/types'
import { linkPath } from '@/api/accounts/account-pages'
import { requestPage, type Page } from '@/lib/http'

/**
 * The accounts asking to follow the signed-in user. The first page sends nothing; the next pages
 * follow the Link header's URL (its cursor is opaque).
 */
export function getFollowRequests(url: string | null, signal?: AbortSignal): Promise<Page<Account>> {
  return requestPage<Account>(url ? linkPath(url) : '/api/v1/follow_requests', {
    signal,
    requireAuth: true,
  })
}
