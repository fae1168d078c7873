/** A load that runs once and keeps its answer; see loadOnce. */
export type LoadOnce<T> = {
  /** Starts the load, or returns the one under way or done. */
  load: () => Promise<T>
  /** The answer once it has come, else undefined. */
  loaded: () => T | undefined
}

/**
 * Runs `load` (a chunk's import(), say) on the first call only and keeps its answer. A failure is
 * forgotten, so that the next call tries again: a download that failed offline may succeed later.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null
  let answer: { value: T } | null = null
  return {
    load() {
      pending ??= load().then(
        (value) => {
          answer = { value }
          return value
        },
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
    loaded: () => answer?.value,
  }
}
