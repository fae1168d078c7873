import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestJson, requestPage, type Page } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { primeStatuses } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { getAccount, lookupAccount } from './endpoints'
import { accountKeys } from './queries'
import type { Account } from './types'
import { linkPath } from './account-pages'

export { linkPath, withoutAccount } from './account-pages'

/** Posts a page of an account's statuses (spec §9). */
export const STATUSES_PAGE_SIZE = 20

/** The filters of GET /api/v1/accounts/{id}/statuses; every one is always sent. */
export type StatusFilters = {
  excludeReplies: boolean
  excludeReblogs: boolean
  pinned: boolean
  onlyMedia: boolean
}

export const POSTS: StatusFilters = { excludeReplies: true, excludeReblogs: false, pinned: false, onlyMedia: false }
export const POSTS_AND_REPLIES: StatusFilters = { ...POSTS, excludeReplies: false }
export const FEATURED: StatusFilters = { ...POSTS, excludeReplies: false, pinned: true }
export const MEDIA: StatusFilters = { ...POSTS, onlyMedia: true }

const accountPath = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`

export function getAccountStatuses(
  id: string,
  filters: StatusFilters,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return requestPage<Status>(`${accountPath(id)}/statuses`, {
    signal,
    query: {
      exclude_replies: filters.excludeReplies,
      exclude_reblogs: filters.excludeReblogs,
      pinned: filters.pinned,
      only_media: filters.onlyMedia,
      limit: STATUSES_PAGE_SIZE,
      ...(maxId ? { max_id: maxId } : {}),
    },
  })
}

/** The max_id of the page after `page` (from its Link URL, else its last post), or undefined at the end. */
export function nextStatusesCursor(page: Page<Status>): string | undefined {
  if (page.items.length < STATUSES_PAGE_SIZE || !page.next) return undefined
  try {
    const cursor = new URL(page.next, 'http://localhost').searchParams.get('max_id')
    if (cursor) return cursor
  } catch {
    // An unreadable Link URL: use the last post's id.
  }
  return page.items.at(-1)?.id
}

export function getAccountList(
  id: string,
  kind: 'followers' | 'following',
  url: string | null,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return requestPage<Account>(url ? linkPath(url) : `${accountPath(id)}/${kind}`, { signal, requireAuth: true })
}

/**
 * POST load_activities (admins; answers 204): fetch a remote account's latest posts (`outbox`) or
 * its featured ones (`featured`). Since 4.2.0 Mitra reads a JSON body `{collection}` and refuses
 * the call without one (400 'Content type error'); 3.21 reads no body and always loads the outbox,
 * so `featured` is only asked of 4.2+ (`supportsLoadFeatured`).
 */
export const loadActivities = (id: string, collection: 'outbox' | 'featured' = 'outbox') =>
  requestJson<null>(`${accountPath(id)}/load_activities`, {
    method: 'POST',
    json: { collection },
    requireAuth: true,
  })

export type ProfileRef = { kind: 'id'; id: string } | { kind: 'acct'; acct: string }

export const profileKeys = {
  statuses: (id: string, filters: StatusFilters) => [...accountKeys.detail(id), 'statuses', filters] as const,
  list: (id: string, kind: 'followers' | 'following') => [...accountKeys.detail(id), kind] as const,
}

/** A profile by id (GET /accounts/{id}) or by address (GET /accounts/lookup). */
export const profileQuery = (ref: ProfileRef) =>
  queryOptions({
    queryKey: ref.kind === 'id' ? accountKeys.detail(ref.id) : accountKeys.byAcct(ref.acct),
    queryFn: ({ signal }) => (ref.kind === 'id' ? getAccount(ref.id, signal) : lookupAccount(ref.acct, signal)),
    staleTime: STALE.SHORT,
    retry: false,
  })

/** An account's posts with filters, 20 a page by max_id; each post is primed into its detail key. */
export const accountStatusesQuery = (queryClient: QueryClient, id: string, filters: StatusFilters) =>
  infiniteQueryOptions({
    queryKey: profileKeys.statuses(id, filters),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getAccountStatuses(id, filters, pageParam, signal)
      primeStatuses(queryClient, page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextStatusesCursor(lastPage),
    staleTime: STALE.SHORT,
  })

/** Followers or following of the signed-in user, paged by the Link URL. */
export const accountListQuery = (id: string, kind: 'followers' | 'following') =>
  infiniteQueryOptions({
    queryKey: profileKeys.list(id, kind),
    queryFn: ({ pageParam, signal }) => getAccountList(id, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.items.length > 0 && lastPage.next ? lastPage.next : undefined),
    staleTime: STALE.SHORT,
  })
