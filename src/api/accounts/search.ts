import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { accountKeys } from './queries'
import type { Account } from './types'

/** How many accounts the mention suggestions show (spec §9). */
export const MENTION_SUGGESTION_LIMIT = 4

export type AccountSearchOptions = {
  /** Ask the server to look the address up on remote instances (default false). */
  resolve?: boolean
  /** Default 40, the server's own default. */
  limit?: number
}

/** GET /api/v1/accounts/search: accounts whose address or name matches `q`. */
export const searchAccounts = (
  q: string,
  { resolve = false, limit = 40 }: AccountSearchOptions = {},
  signal?: AbortSignal,
) => requestJson<Account[]>('/api/v1/accounts/search', { query: { q, resolve, limit }, signal })

export const accountSearchKeys = {
  all: [...accountKeys.all, 'search'] as const,
  mentions: (q: string) => [...accountSearchKeys.all, 'mentions', q] as const,
}

/** Up to 4 local or known accounts for a mention being typed; never resolves remote addresses. */
export const mentionSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: accountSearchKeys.mentions(q),
    queryFn: ({ signal }) => searchAccounts(q, { resolve: false, limit: MENTION_SUGGESTION_LIMIT }, signal),
    staleTime: STALE.SHORT,
  })
