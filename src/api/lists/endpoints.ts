import { requestJson, requestPage, type Page } from '@/lib/http'
import type { Account } from '../accounts/types'
import type { Status } from '../statuses/types'
import { PAGE_SIZE } from '../timelines/endpoints'
import { toCustomFeed } from './index-query'
import type { CustomFeed, WireList } from './types'

/** Page size of a feed's members (the client asks for 20; the server's default is 40). */
export const MEMBERS_PAGE_SIZE = 20

/** Members arrive in pages; `next` is the cursor of the following page, fixed when the page loads. */
export type MembersPage = { items: Account[]; next: string | null }

export { getCustomFeeds, toCustomFeed } from './index-query'

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`

export async function getCustomFeed(id: string, signal?: AbortSignal): Promise<CustomFeed> {
  return toCustomFeed(await requestJson<WireList>(listPath(id), { signal, requireAuth: true }))
}

export async function createCustomFeed(title: string): Promise<CustomFeed> {
  return toCustomFeed(
    await requestJson<WireList>('/api/v1/lists', { method: 'POST', json: { title }, requireAuth: true }),
  )
}

export async function renameCustomFeed(id: string, title: string): Promise<CustomFeed> {
  return toCustomFeed(await requestJson<WireList>(listPath(id), { method: 'PUT', json: { title }, requireAuth: true }))
}

export async function deleteCustomFeed(id: string): Promise<void> {
  await requestJson<unknown>(listPath(id), { method: 'DELETE', requireAuth: true })
}

/** Adds one account; a repeat is 422 'user already added'. */
export async function addCustomFeedMember(id: string, accountId: string): Promise<void> {
  await requestJson<unknown>(`${listPath(id)}/accounts`, {
    method: 'POST',
    json: { account_ids: [accountId] },
    requireAuth: true,
  })
}

/** Removes one account (the query is account_ids[0]). */
export async function removeCustomFeedMember(id: string, accountId: string): Promise<void> {
  await requestJson<unknown>(`${listPath(id)}/accounts`, {
    method: 'DELETE',
    query: { account_ids: [accountId] },
    requireAuth: true,
  })
}

/**
 * One page of members, older than `maxId` (an account id). Mitra sends no Link header here, so a
 * full page means there may be more, starting after its last account.
 */
export async function getCustomFeedMembers(
  id: string,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<MembersPage> {
  const items = await requestJson<Account[]>(`${listPath(id)}/accounts`, {
    signal,
    requireAuth: true,
    query: { limit: MEMBERS_PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
  })
  const last = items.at(-1)
  return { items, next: items.length >= MEMBERS_PAGE_SIZE && last ? last.id : null }
}

/** One page of a feed's timeline, paged like the other timelines (Link header and max_id). */
export function getCustomFeedTimelinePage(
  id: string,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return requestPage<Status>(`/api/v1/timelines/list/${encodeURIComponent(id)}`, {
    signal,
    requireAuth: true,
    query: { limit: PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
  })
}
