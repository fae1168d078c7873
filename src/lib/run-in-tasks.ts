/**
 * Runs the steps in tasks of their own, then `done`; returns what stops the steps not run yet. A
 * step that throws is skipped: warming up is never a reason not to go on (the work it would have
 * prepared runs, and fails visibly if it must, where it is needed).
 *
 * With `sliceMs`, a task goes on to the next step while it has run for less than that: cheap
 * steps share a task instead of each waiting for one (a timer's turn costs a few milliseconds),
 * and a costly one still ends its task. Without it, one step per task.
 */
export function runInTasks(steps: readonly (() => unknown)[], done?: () => void, sliceMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const next = (index: number) => {
    timer = setTimeout(() => {
      const started = performance.now()
      let at = index
      do {
        const step = steps[at]
        if (!step) {
          done?.()
          return
        }
        try {
          step()
        } catch {
          // See above.
        }
        at += 1
      } while (performance.now() - started < sliceMs)
      if (at >= steps.length) done?.()
      else next(at)
    })
  }
  if (steps.length === 0) {
    done?.()
    return () => {}
  }
  next(0)
  return () => clearTimeout(timer)
}
