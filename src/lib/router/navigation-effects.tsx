import { useLayoutEffect } from 'react'
import { useRouter } from './context'
import { focusPage } from './focus'
import { useLocation } from './hooks'

/**
 * Render it after a page's content, inside the same Suspense boundary, so that it runs once the
 * page has rendered: then it scrolls (top for new entries, the saved position for back/forward)
 * and, after every navigation to another page but the first load, moves focus to its heading.
 */
export function NavigationEffects() {
  const { scroll } = useRouter()
  const { key } = useLocation()
  useLayoutEffect(() => {
    const { changed, first, samePage } = scroll.pageShown(key)
    if (changed && !first && !samePage) focusPage()
  }, [scroll, key])
  return null
}
