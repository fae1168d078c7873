import { compareIds } from '../notifications/unread'

/** How long a newly seen post waits before the marker is saved (scrolling on keeps one timer). */
export const SAVE_DELAY_MS = 2_000

/**
 * True when `candidate` is newer than `current` (or there is no current marker). Ids compare
 * as numbers when both are integers and as text otherwise (Mitra's time-ordered UUIDs).
 */
export function isAhead(candidate: string, current: string | null | undefined): boolean {
  return !current || compareIds(candidate, current) > 0
}

export type MarkerSaver = {
  /** The marker the server has (as read when home opened); never lowers what is known. */
  known(id: string | null | undefined): void
  /** A post the reader has seen: saved later if it is newer than every marker known or sent. */
  seen(id: string): void
  /** Saves the pending position now (tab hidden, page left, feed gone). */
  flush(): void
  /** Stops the timer without saving. */
  dispose(): void
}

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void }

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Keeps home's reading position: the newest post seen, saved at most once per `delayMs` and never
 * moving the marker backwards. A failed save is tried again with the next one.
 */
export function createMarkerSaver(
  send: (id: string) => Promise<unknown>,
  delayMs = SAVE_DELAY_MS,
  timers = realTimers,
): MarkerSaver {
  // The newest marker the server has or was sent; the newest seen post not sent yet.
  let highest: string | null = null
  let confirmed: string | null = null
  let pending: string | null = null
  let timer: unknown = null

  const stopTimer = () => {
    if (timer !== null) timers.clear(timer)
    timer = null
  }
  const flush = () => {
    stopTimer()
    const id = pending
    if (id === null) return
    pending = null
    highest = id
    send(id).then(
      () => {
        if (isAhead(id, confirmed)) confirmed = id
      },
      (error: unknown) => {
        console.warn('Could not save the reading position', error)
        // Back to what the server has, and tried again with the next save.
        if (highest === id) highest = confirmed
        if (pending === null || isAhead(id, pending)) pending = id
      },
    )
  }

  return {
    known(id) {
      if (id && isAhead(id, confirmed)) confirmed = id
      if (id && isAhead(id, highest)) highest = id
      if (pending !== null && !isAhead(pending, highest)) {
        pending = null
        stopTimer()
      }
    },
    seen(id) {
      if (!isAhead(id, highest) || (pending !== null && !isAhead(id, pending))) return
      pending = id
      if (timer === null) timer = timers.set(flush, delayMs)
    },
    flush,
    dispose: stopTimer,
  }
}
