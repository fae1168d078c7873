/* Kept apart from the timeline queries: the unread count, on every screen, uses it too. */

/** How often a visible live list is polled (Mitra has no streaming API). */
export const POLL_MS = 45_000
/** The longest wait between polls after errors. */
export const MAX_POLL_MS = 5 * 60_000

type PollState = { status: string; dataUpdatedAt: number; errorUpdatedAt: number; errorUpdateCount: number }

/**
 * The wait before the next poll: `base` while polls succeed; after a failure, twice the time since
 * the last success (exponential back-off), between 2 × base and `max`.
 */
export function pollDelay(state: PollState, base = POLL_MS, max = MAX_POLL_MS): number {
  if (state.status !== 'error') return base
  const since =
    state.dataUpdatedAt > 0
      ? state.errorUpdatedAt - state.dataUpdatedAt
      : base * 2 ** Math.max(0, state.errorUpdateCount - 1)
  return Math.min(max, Math.max(2 * base, 2 * since))
}
