import { useSyncExternalStore } from 'react'

/** The phone layout's width, as the stylesheets write it (`@media (max-width: 699px)`). */
export const PHONE_QUERY = '(max-width: 699px)'

function list(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
}

/** Whether the media query matches now, following its changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = list(query)
      media?.addEventListener('change', onChange)
      return () => media?.removeEventListener('change', onChange)
    },
    () => list(query)?.matches ?? false,
    () => false,
  )
}
