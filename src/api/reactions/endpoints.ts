import { requestJson, requestPage, type Page } from '@/lib/http'
import type { Account } from '../accounts/types'
import { sameOriginPath } from '../bookmarks/endpoints'

/** Who liked or reposted a post (Mitra 4.5.0 / 4.4.0), a page at a time by the Link header. */
export function getPostPeople(
  id: string,
  kind: 'favourited_by' | 'reblogged_by',
  next: string | null,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  const path = next ? sameOriginPath(next) : `/api/v1/statuses/${encodeURIComponent(id)}/${kind}`
  return requestPage<Account>(path, { signal, requireAuth: true })
}

/** One emoji of GET /api/v1/pleroma/statuses/{id}/reactions, with who reacted with it. */
export type EmojiReactors = {
  name: string
  url: string | null
  count: number
  /** Left out by Mitra when empty. */
  accounts?: Account[]
  me: boolean
}

/** Every emoji reaction to a post, grouped by emoji (Mitra 4.5.0; not paged). */
export function getPostReactions(id: string, signal?: AbortSignal): Promise<EmojiReactors[]> {
  return requestJson<EmojiReactors[]>(`/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions`, {
    signal,
    requireAuth: true,
  })
}
