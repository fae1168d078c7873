import type { Poll } from '../statuses/types'

/** An option's share of all votes as a whole percentage (spec §5); 0 when nobody voted. */
export function pollPercent(votes: number | null | undefined, total: number | null | undefined): number {
  if (!total || total <= 0 || !votes || votes <= 0) return 0
  return Math.round((votes / total) * 100)
}

/** Total votes: the poll's count, or the sum of its options when a server leaves it out. */
export function pollTotal(poll: Pick<Poll, 'votes_count' | 'options'>): number {
  if (typeof poll.votes_count === 'number' && poll.votes_count > 0) return poll.votes_count
  return poll.options.reduce((sum, option) => sum + (option.votes_count ?? 0), 0)
}

/** Whether a poll no longer takes votes: flagged expired, or its end has passed on our clock. */
export function pollClosed(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number): boolean {
  if (poll.expired) return true
  const end = poll.expires_at ? Date.parse(poll.expires_at) : NaN
  return Number.isFinite(end) && end <= now
}
