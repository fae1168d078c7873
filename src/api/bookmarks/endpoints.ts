import { requestPage, type Page } from '@/lib/http'
import type { Status } from '../statuses/types'

/**
 * One page of bookmarks: the first from /api/v1/bookmarks, the next ones from the Link URL
 * (its max_id is a bookmark row id, not a post id, so it cannot be rebuilt from the posts).
 */
export function getBookmarks(next: string | null, signal?: AbortSignal): Promise<Page<Status>> {
  if (!next) return requestPage<Status>('/api/v1/bookmarks', { signal, requireAuth: true })
  return requestPage<Status>(sameOriginPath(next), { signal, requireAuth: true })
}

/**
 * Mitra builds the Link URL from its own idea of its host, which behind a proxy may not be the
 * origin the client talks to: keep only its path and query.
 */
export function sameOriginPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost')
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}
