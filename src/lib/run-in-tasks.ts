/**
 * Runs the steps one task each, then `done`; returns what stops the steps not run yet. A step
 * that throws is skipped: warming up is never a reason not to go on (the work it would have
 * prepared runs, and fails visibly if it must, where it is needed).
 */
export function runInTasks(steps: readonly (() => unknown)[], done?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const next = (index: number) => {
    const step = steps[index]
    if (!step) {
      done?.()
      return
    }
    timer = setTimeout(() => {
      try {
        step()
      } catch {
        // See above.
      }
      next(index + 1)
    })
  }
  next(0)
  return () => clearTimeout(timer)
}
