import { useEffect, useRef } from 'react'

/**
 * The phone tab bar's "New post" asks home's composer for the focus. Asked from another screen,
 * the request waits until home has opened (and the router has moved focus to its heading).
 */
const EVENT = 'parley:compose'
let pending = false

/** Asks the home composer for the focus now, or as soon as home shows. */
export function requestCompose(): void {
  pending = true
  window.dispatchEvent(new Event(EVENT))
}

/** Whether a request waits (and forgets it): for tests and the home route. */
export function takeComposeRequest(): boolean {
  const was = pending
  pending = false
  return was
}

/** Calls `onRequest` for each request: one waiting when the caller mounts, and later ones. */
export function useComposeRequest(onRequest: () => void): void {
  const latest = useRef(onRequest)
  useEffect(() => {
    latest.current = onRequest
  })
  useEffect(() => {
    // A passive effect: it runs after the router's layout effect that focuses the heading.
    if (takeComposeRequest()) latest.current()
    const listener = () => {
      if (takeComposeRequest()) latest.current()
    }
    window.addEventListener(EVENT, listener)
    return () => window.removeEventListener(EVENT, listener)
  }, [])
}
