import type { Relationship } from './types'

/** After a follow that does not yet show following, the relationship is re-read this often… */
export const RECHECK_INTERVAL_MS = 5_000
/** …at most this many times (spec §4). */
export const RECHECK_LIMIT = 5

/**
 * The refetch interval of a relationship being re-checked after a follow: 5 s until it shows
 * following or it has been re-read five times; false when no re-check runs (`rereads` null).
 */
export function recheckInterval(relationship: Relationship | undefined, rereads: number | null): number | false {
  if (rereads === null || relationship === undefined) return false
  if (relationship.following) return false
  return rereads < RECHECK_LIMIT ? RECHECK_INTERVAL_MS : false
}
