import type { DehydratedState, DehydrateOptions, Query, QueryClient } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { isPersistable } from './keys'

/** What is kept for reading offline, and for how long (also the record's maxAge: persister.ts). */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Pages kept of each feed (the newest ones: a feed refetches from its first page). */
export const MAX_PAGES = 10
/** Queries kept in all (the most recently updated). */
export const MAX_QUERIES = 600

/**
 * The record kept per account in IndexedDB: TanStack's persisted client (the build that wrote it
 * as `buster`: another build's record is dropped; `timestamp`: when it was saved) and the
 * signed-in user, kept apart because its query key holds the token.
 */
export type PersistedRecord = PersistedClient & { user: { data: unknown; updatedAt: number } | null }

type Infinite = { pages: unknown[]; pageParams: unknown[] }

function isInfinite(data: unknown): data is Infinite {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Infinite).pages) &&
    Array.isArray((data as Infinite).pageParams)
  )
}

/** An infinite query's first MAX_PAGES pages (a new object: the cache's own is never changed). */
function capPages(data: unknown): unknown {
  if (!isInfinite(data) || data.pages.length <= MAX_PAGES) return data
  return { pages: data.pages.slice(0, MAX_PAGES), pageParams: data.pageParams.slice(0, MAX_PAGES) }
}

const fresh = (updatedAt: number, now: number) => updatedAt >= now - MAX_AGE_MS

/**
 * What of the cache to write, as options of TanStack's dehydrate: the MAX_QUERIES most recently
 * updated successful queries of the allow-list that are recent, each feed capped; no mutations.
 */
export function dehydrateOptions(queryClient: QueryClient, now: number): DehydrateOptions {
  const kept = new Set<Query>(
    queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'success' && isPersistable(query.queryKey) && fresh(query.state.dataUpdatedAt, now),
      )
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MAX_QUERIES),
  )
  return {
    shouldDehydrateQuery: (query) => kept.has(query),
    shouldDehydrateMutation: () => false,
    serializeData: capPages,
  }
}

/**
 * A stored record without what has grown older than MAX_AGE_MS since it was written, nor anything
 * off the allow-list. (Records of another build or saved more than MAX_AGE_MS ago are dropped
 * whole by TanStack's restore: persister.ts.)
 */
export function withoutExpired(record: PersistedRecord, now: number): PersistedRecord {
  const user = record.user && fresh(record.user.updatedAt, now) ? record.user : null
  const queries: DehydratedState['queries'] = record.clientState.queries.filter(
    (query) => isPersistable(query.queryKey) && fresh(query.state.dataUpdatedAt, now),
  )
  return { ...record, user, clientState: { mutations: [], queries } }
}
