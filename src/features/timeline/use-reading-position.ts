import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { createMarkerSaver, isAhead } from '@/api/markers/reading-position'
import type { Status } from '@/api/statuses/types'
import { useCancelScrollRestore } from '@/lib/router'
import { session } from '@/lib/session'
import type { LiveFeed } from './live-feed'
import { feedPosts, newestVisiblePost, readingTop, scrollToPost } from './visible-post'

/** How many pages opening home may load to reach the last read post. */
const MAX_RESTORE_PAGES = 5

type Options = {
  live: LiveFeed
  feedRef: RefObject<HTMLElement | null>
  barRef: RefObject<HTMLElement | null>
  items: readonly Status[]
  pageCount: number
  busy: boolean
  hasNextPage: boolean
  /** Loading a page failed: opening stops looking further down. */
  loadFailed: boolean
  loadMore: () => void
  /** Called with false once the opening is over (the feed may then load pages on its own). */
  onOpened: (opening: false) => void
}

export type ReadingPosition = {
  /** Opened below newer posts: the "Jump to newest" control is shown until the top is seen. */
  jump: boolean
  jumpToNewest: () => void
}

/** The position of the last read post in `items` (the first one not newer than the marker). */
function lastReadPosition(items: readonly Status[], marker: string): number | null {
  const index = items.findIndex((status) => !isAhead(status.id, marker))
  return index < 0 ? null : index + 1
}

type OpeningStep = { kind: 'wait' } | { kind: 'load' } | { kind: 'done' } | { kind: 'open'; position: number }

/** What opening home does next: wait for the marker or a page, load one more, open at a post, or stay at the top. */
function openingStep(
  markerId: string | null | undefined,
  stop: boolean,
  items: readonly Status[],
  busy: boolean,
  hasNextPage: boolean,
  pageCount: number,
): OpeningStep {
  if (stop) return { kind: 'done' }
  if (markerId === undefined || busy) return { kind: 'wait' }
  const top = items[0]
  if (markerId === null || !top || !isAhead(top.id, markerId)) return { kind: 'done' }
  const position = lastReadPosition(items, markerId)
  if (position !== null) return { kind: 'open', position }
  return hasNextPage && pageCount < MAX_RESTORE_PAGES ? { kind: 'load' } : { kind: 'done' }
}

/**
 * Home places itself at post `target` once it is known, and keeps the post in place while the feed
 * settles (a slow device may still be rendering or measuring it): the router's restore of a
 * reloaded tab's position, started before or after, must not pull it away. The feed element,
 * rendered after the bar, may get its ref only later in the commit (when home opens in the commit
 * that shows it): it is read at each try. Returns the hold under way, null once let go: until
 * then, what is on screen is not yet what the reader reads (`check` runs once it is over).
 */
function useOpenAt(
  target: number | null,
  feedRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  checkRef: RefObject<() => void>,
): RefObject<(() => void) | null> {
  const holdRef = useRef<(() => void) | null>(null)
  const cancelScrollRestore = useCancelScrollRestore()
  useLayoutEffect(() => {
    if (target === null) return
    // Until the hold's code has loaded, the page is held all the same: nothing counts as read. If
    // it cannot load (offline, a new deploy), the reader keeps the place the page is at.
    let letGo: (() => void) | null = null
    let gone = false
    const release = () => {
      gone = true
      holdRef.current = null
      letGo?.()
    }
    holdRef.current = release
    void import('./keep-post-at-top').then(({ keepPostAtTop }) => {
      if (gone) return
      letGo = keepPostAtTop(() => feedRef.current, barRef.current, target, {
        beforeEach: cancelScrollRestore,
        onLetGo: () => {
          holdRef.current = null
          checkRef.current()
        },
      })
    }, release)
    return release
  }, [target, feedRef, barRef, checkRef, cancelScrollRestore])
  return holdRef
}

/**
 * Home's reading position. On opening, when the marker names a post below newer ones, the feed
 * opens at it (loading a few pages if needed; not when the reader has already scrolled or typed)
 * without moving the focus, and offers a jump to the newest post. From then on the newest post
 * seen on screen is saved as the marker: a few seconds after it was seen, when the tab is
 * hidden or the page left, never backwards.
 */
export function useReadingPosition({
  live,
  feedRef,
  barRef,
  items,
  pageCount,
  busy,
  hasNextPage,
  loadFailed,
  loadMore,
  onOpened,
}: Options): ReadingPosition {
  const marker = useQuery(live.marker)
  const markerId = marker.isError ? null : marker.data === undefined ? undefined : (marker.data?.last_read_id ?? null)
  const [phase, setPhase] = useState<'opening' | 'reading'>('opening')
  const [touched, setTouched] = useState(false)
  const [target, setTarget] = useState<number | null>(null)
  const [jump, setJump] = useState(false)
  const itemsRef = useRef(items)
  const markerRef = useRef(markerId)
  const checkRef = useRef<() => void>(() => {})
  const { save } = live

  const step =
    phase === 'opening' ? openingStep(markerId, touched || loadFailed, items, busy, hasNextPage, pageCount) : null
  if (step?.kind === 'open') {
    setTarget(step.position)
    setJump(true)
  }
  if (step?.kind === 'open' || step?.kind === 'done') setPhase('reading')

  useEffect(() => {
    itemsRef.current = items
    markerRef.current = markerId
  }, [items, markerId])

  // The reader scrolling or typing before the position is known keeps their own place.
  useEffect(() => {
    if (phase !== 'opening') return
    const touch = () => setTouched(true)
    const types = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    for (const type of types) window.addEventListener(type, touch, { passive: true })
    return () => {
      for (const type of types) window.removeEventListener(type, touch)
    }
  }, [phase])

  // The last read post is further down: one more page (the next render looks again).
  const loadNext = step?.kind === 'load'
  useEffect(() => {
    if (loadNext) loadMore()
  }, [loadNext, loadMore])

  const holdRef = useOpenAt(target, feedRef, barRef, checkRef)

  // Reading (the feed may now load pages on its own): the newest post on screen becomes the marker.
  useEffect(() => {
    if (phase !== 'reading') return
    onOpened(false)
    // A save still pending when the session changes (account switch, logout) is dropped, never
    // sent with the next account's token.
    const token = session.getToken()
    const saver = createMarkerSaver((id) => (session.getToken() === token ? save(id) : Promise.resolve()))
    saver.known(markerRef.current)
    let frame = 0
    const check = () => {
      frame = 0
      const feed = feedRef.current
      if (!feed || holdRef.current || document.visibilityState !== 'visible') return
      const position = newestVisiblePost(feedPosts(feed), readingTop(barRef.current), window.innerHeight)
      const status = position === null ? undefined : itemsRef.current[position - 1]
      if (!status) return
      saver.seen(status.id)
      if (position === 1) setJump(false)
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? saver.flush() : check())
    checkRef.current = check
    window.addEventListener('scroll', onScroll, { passive: true })
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', saver.flush)
    check()
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', saver.flush)
      checkRef.current = () => {}
      saver.flush()
      saver.dispose()
    }
  }, [phase, save, feedRef, barRef, holdRef, onOpened])

  // Posts shown on top (new posts, a refresh) may be on screen without a scroll.
  useEffect(() => {
    checkRef.current()
  }, [items])

  const jumpToNewest = () => {
    holdRef.current?.()
    holdRef.current = null
    setJump(false)
    const feed = feedRef.current
    if (feed) scrollToPost(feed, barRef.current, 1, true)
  }

  return { jump, jumpToNewest }
}
