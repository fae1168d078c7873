import { useEffect, useReducer, useRef } from 'react'

/**
 * Moves the focus once an item the person removed has left the list: `focusAt` gets the removed
 * item's index, to focus what now stands there (or a fallback). It waits for the list itself, not for
 * a frame: the list re-renders when the query cache notifies, which on a busy machine comes after the
 * next frame, and a focus moved before that lands on the removed card and is lost when it unmounts.
 */
export function useFocusAfterRemoval(ids: readonly string[], focusAt: (index: number) => void) {
  const pending = useRef<{ id: string; index: number } | null>(null)
  const [, recheck] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const removal = pending.current
    if (!removal || ids.includes(removal.id)) return
    pending.current = null
    focusAt(removal.index)
  })
  return (id: string, index: number) => {
    pending.current = { id, index }
    recheck()
  }
}
