import { useEffect, useState } from 'react'

/**
 * `flag`, but turning true only once it has stayed true for `delayMs` (it turns false at once):
 * for a busy state that should not flash when the answer comes quickly. Restyling a control for
 * a few tens of milliseconds costs a slow phone frames of work and shows nothing anyone can read.
 */
export function useLateFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!flag) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [flag, delayMs])
  return flag && late
}
