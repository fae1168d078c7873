import { startTransition, useEffect, useState } from 'react'

type Steps = {
  /** Shown in the first render that sees the items. */
  first: number
  /** Added per task after that, each once the previous render has been committed. */
  step: number
}

/**
 * How many of `total` items to render: all of them when they were there from the start (from the
 * cache) unless `stageFromStart`, else `first` at once and `step` more in each following task, so
 * that a slow phone runs several short tasks rather than one long one and paints the first items
 * early. The later steps render as transitions: React renders them in slices of a few
 * milliseconds (a post card alone is a long task on a slow phone) and lets input go first.
 */
export function useProgressiveCount(total: number, { first, step }: Steps, stageFromStart = false): number {
  const [shown, setShown] = useState(stageFromStart ? 0 : total)
  const count = Math.min(total, Math.max(shown, first))
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => startTransition(() => setShown(count + step)))
    return () => clearTimeout(timer)
  }, [count, total, step])
  return count
}
