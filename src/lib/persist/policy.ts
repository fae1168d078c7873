import type { DehydratedState } from '@tanstack/react-query'
import { isPersistable } from './keys'

/** What is kept for reading offline, and for how long. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Pages kept of each feed (the newest ones: a feed refetches from its first page). */
export const MAX_PAGES = 10
/** Queries kept in all (the most recently updated). */
export const MAX_QUERIES = 600

type DehydratedQuery = DehydratedState['queries'][number]

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
function capPages(query: DehydratedQuery): DehydratedQuery {
  const data = query.state.data
  if (!isInfinite(data) || data.pages.length <= MAX_PAGES) return query
  const capped: Infinite = { pages: data.pages.slice(0, MAX_PAGES), pageParams: data.pageParams.slice(0, MAX_PAGES) }
  return { ...query, state: { ...query.state, data: capped } }
}

const fresh = (query: DehydratedQuery, now: number) => query.state.dataUpdatedAt >= now - MAX_AGE_MS

/** From a dehydrated cache, what to write: allowed, successful, recent, capped. */
export function selectForPersist(state: DehydratedState, now: number): DehydratedState {
  const queries = state.queries
    .filter((query) => query.state.status === 'success' && isPersistable(query.queryKey) && fresh(query, now))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES)
    .map(capPages)
  return { mutations: [], queries }
}

/** The record kept per account in IndexedDB. */
export type PersistedRecord = {
  /** The build that wrote it: another build's record is dropped. */
  buster: string
  savedAt: number
  /** The signed-in user (kept apart: its query key holds the token). */
  user: { data: unknown; updatedAt: number } | null
  state: DehydratedState
}

/** What of a stored record may be restored: nothing from another build or older than MAX_AGE_MS. */
export function selectForRestore(record: PersistedRecord, buster: string, now: number): PersistedRecord | null {
  if (record.buster !== buster || record.savedAt < now - MAX_AGE_MS) return null
  const user = record.user && record.user.updatedAt >= now - MAX_AGE_MS ? record.user : null
  const queries = record.state.queries.filter((query) => isPersistable(query.queryKey) && fresh(query, now))
  return { ...record, user, state: { mutations: [], queries } }
}
