import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** Pages within this distance of the screen stay rendered (1.5 screens above and below). */
const NEAR_MARGIN = '150% 0px'

export type FarPages = {
  /** Pages far from the screen: shown as placeholders. */
  far: ReadonlySet<number>
  /** Heights of each post of a page when it was last rendered. */
  heights: RefObject<Map<number, number[]>>
  /** Renders a page again (its placeholder got the focus, or find-in-page matched in it). */
  wake: (page: number, posInSet?: number) => void
  /** The post to focus once its page renders. */
  focusRequest: RefObject<number | null>
}

function pageOf(element: Element): number | null {
  const value = element.getAttribute('data-feed-page')
  return value === null ? null : Number(value)
}

/**
 * Watches the pages of a feed (children of `feedRef` marked data-feed-page) and reports those far
 * from the screen, after measuring their posts, so that the feed can unrender them. New pages and
 * a page holding the focus count as near. Find-in-page matches (beforematch) wake their page.
 */
export function useFarPages(feedRef: RefObject<HTMLElement | null>, pageCount: number): FarPages {
  const [far, setFar] = useState<ReadonlySet<number>>(() => new Set())
  const heights = useRef(new Map<number, number[]>())
  const focusRequest = useRef<number | null>(null)
  const observer = useRef<IntersectionObserver | null>(null)

  const wake = useCallback((page: number, posInSet?: number) => {
    if (posInSet !== undefined) focusRequest.current = posInSet
    setFar((current) => {
      if (!current.has(page)) return current
      const next = new Set(current)
      next.delete(page)
      return next
    })
  }, [])

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(
      (entries) => {
        const leaving: number[] = []
        const coming: number[] = []
        for (const entry of entries) {
          const page = pageOf(entry.target)
          if (page === null) continue
          // A page taken out of the feed (a refresh) is gone, not far: its number may come back.
          if (!entry.target.isConnected) {
            io.unobserve(entry.target)
            continue
          }
          if (entry.isIntersecting) {
            coming.push(page)
          } else if (entry.target.hasAttribute('data-rendered') && !entry.target.contains(document.activeElement)) {
            heights.current.set(
              page,
              [...entry.target.children].map((child) => child.getBoundingClientRect().height),
            )
            leaving.push(page)
          }
        }
        if (leaving.length === 0 && coming.length === 0) return
        setFar((current) => {
          const next = new Set(current)
          for (const page of leaving) next.add(page)
          for (const page of coming) next.delete(page)
          return next.size === current.size && leaving.every((p) => current.has(p)) ? current : next
        })
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.current = io
    // On the document: the feed element comes and goes with the loading state.
    const onMatch = (event: Event) => {
      const page = event.target instanceof Element ? event.target.closest('[data-feed-page]') : null
      const index = page && feedRef.current?.contains(page) ? pageOf(page) : null
      if (index !== null) wake(index)
    }
    document.addEventListener('beforematch', onMatch, true)
    return () => {
      io.disconnect()
      observer.current = null
      document.removeEventListener('beforematch', onMatch, true)
    }
  }, [feedRef, wake])

  useEffect(() => {
    const io = observer.current
    const feed = feedRef.current
    if (!io || !feed) return
    // observe() ignores elements already observed, so each new page is simply added.
    for (const page of feed.querySelectorAll(':scope > [data-feed-page]')) io.observe(page)
  }, [feedRef, pageCount])

  return { far, heights, wake, focusRequest }
}
