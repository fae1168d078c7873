import { requestJson } from '@/lib/http'
import type { SearchResults } from './types'

/** Results per page of v2 search (the server's default limit; none is sent). */
export const SEARCH_PAGE_SIZE = 20

/**
 * GET /api/v2/search with q and offset (accounts with @, hashtags with #, post text with >), and
 * for one section of a plain search `type` (accounts, statuses) and a `limit` (1 to 200).
 */
export async function search(
  q: string,
  offset: number,
  signal?: AbortSignal,
  options: { type?: 'accounts' | 'statuses'; limit?: number } = {},
): Promise<SearchResults> {
  const results = await requestJson<Partial<SearchResults>>('/api/v2/search', {
    signal,
    requireAuth: true,
    query: {
      q,
      ...(options.type ? { type: options.type } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
      ...(offset > 0 ? { offset } : {}),
    },
  })
  return { accounts: results.accounts ?? [], statuses: results.statuses ?? [], hashtags: results.hashtags ?? [] }
}
