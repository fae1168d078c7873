import { useEffect, useState } from 'react'

/**
 * `ready`, but turning true only in a task after the render that first saw it true has been
 * painted: a screen can show a light first view at once and the rest in a second, separate task
 * (a short first task rather than one long one on a slow phone). It turns false at once.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [shown, setShown] = useState(ready)
  useEffect(() => {
    if (shown === ready) return
    const timer = setTimeout(() => setShown(ready))
    return () => clearTimeout(timer)
  }, [ready, shown])
  return ready && shown
}
