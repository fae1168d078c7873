import { useCallback, useEffect, useState, type RefObject } from 'react'

/** Posts of a page appended below the screen render once they come this near it: half a screen. */
export const APPROACH_SCREENS = 0.5
/**
 * The height a post is taken to have when counting how many fit near the screen: less than the
 * shortest card (a one-line post measures 132 px), so that the count errs on rendering too many
 * rather than leaving a placeholder in sight.
 */
export const SHORT_POST_HEIGHT = 120

/** Which page is being appended, and how many of its posts render at once. */
export type AppendedPage = { page: number; atOnce: number }

/**
 * How many posts of a page appended below `anchor` (the Load more button) lie within the screen
 * or within the approach margin below it, counted at a short post's height; at least one.
 */
export function postsNear(anchor: Element | null): number {
  const top = Math.max(0, anchor?.getBoundingClientRect().top ?? 0)
  const room = window.innerHeight * (1 + APPROACH_SCREENS) - top
  return Math.max(1, Math.ceil(room / SHORT_POST_HEIGHT))
}

/**
 * How many of a feed page's posts are rendered: all of them, except for the page being appended
 * (`appended` names it when it mounts), whose posts beyond those near the screen stay
 * placeholders until they come within the approach margin, get the focus (`reveal`) or match a
 * find-in-page. Without IntersectionObserver every post renders at once.
 */
export function usePostsOnApproach(
  pageRef: RefObject<HTMLElement | null>,
  index: number,
  count: number,
  appended: RefObject<AppendedPage | null>,
): { shown: number; reveal: (through: number) => void } {
  const [shown, setShown] = useState(() => {
    const page = appended.current
    return page?.page === index && typeof IntersectionObserver !== 'undefined' ? page.atOnce : Infinity
  })
  const reveal = useCallback((through: number) => setShown((current) => Math.max(current, through)), [])

  useEffect(() => {
    const page = pageRef.current
    if (!page || shown >= count) return
    const waiting = [...page.children].slice(shown)
    const io = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => waiting.indexOf(entry.target))
        if (near.length > 0) reveal(shown + Math.max(...near) + 1)
      },
      { rootMargin: `${APPROACH_SCREENS * 100}% 0px` },
    )
    for (const element of waiting) io.observe(element)
    const match = () => reveal(count)
    page.addEventListener('beforematch', match, true)
    return () => {
      io.disconnect()
      page.removeEventListener('beforematch', match, true)
    }
  }, [pageRef, shown, count, reveal])

  return { shown, reveal }
}
