import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates markup written at build time (the landing page, see
 * docs/decisions/0073-landing-page-written-into-index-html.md), true afterwards and in every
 * render that is not a hydration. A component shows data that the build could not know (the
 * instance's title, a wallet in the browser) only once this is true, so that its first render
 * matches the markup; React renders it again right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
