import type { Poll } from '@/api/statuses/types'

/**
 * The options in the lead: every option with the most votes (all of them on a tie), none while
 * nobody has voted or the server hides the counts.
 */
export function pollLeaders(options: Poll['options']): ReadonlySet<number> {
  const most = Math.max(0, ...options.map((option) => option.votes_count ?? 0))
  if (most === 0) return new Set()
  return new Set(options.flatMap((option, index) => (option.votes_count === most ? [index] : [])))
}
