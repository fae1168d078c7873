import { postAt, scrollTopFor } from './visible-post'

/**
 * Holding home's opening at the last read post: loaded only when home opens below newer posts
 * (use-reading-position.ts), so that the home screen's first code does not carry it.
 */

/** Opening home lets go of the last read post once it has stayed at the top this long... */
export const SETTLE_MS = 1000
/** ...or this long after it started placing it, whatever happened meanwhile. */
const HOLD_MS = 5000
/** What the reader does to take the page over (as for the router's restore, lib/router/scroll.ts). */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Whether post `posInSet` is at the top of the reading area, once scrolled there if it was not. */
function placePost(feed: HTMLElement | null, bar: HTMLElement | null, posInSet: number): boolean {
  const post = feed && postAt(feed, posInSet)
  if (!post) return false
  const top = scrollTopFor(post, bar)
  if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, left: 0, behavior: 'instant' })
  // Still short of it while the page is not tall enough (the browser stops at the bottom).
  return Math.abs(window.scrollY - top) <= 1
}

type Hold = {
  /** Runs before every try (home stops the router's restore of a saved position there). */
  beforeEach?: () => void
  /** Called once the post is let go of on its own (settled, taken over, or out of time). */
  onLetGo?: () => void
}

/**
 * Brings post `posInSet` to the top of the reading area and keeps it there on the next frames
 * while the feed settles, for one scroll is not enough on a slow device: the post may not be in
 * the DOM yet, the page below it may be too short to scroll that far (a page still rendering, or
 * placeholders not yet measured), posts above it may still change height. Lets go once the post
 * has stayed at the top for SETTLE_MS, when the reader scrolls or types, or after HOLD_MS.
 * `feed` is read at every try (the element may not be there yet). Returns the function that lets
 * go at once (without `onLetGo`).
 */
export function keepPostAtTop(
  feed: () => HTMLElement | null,
  bar: HTMLElement | null,
  posInSet: number,
  { beforeEach, onLetGo }: Hold = {},
): () => void {
  let frame = 0
  let started: number | null = null
  let heldSince: number | null = null
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of TAKE_OVER) window.removeEventListener(type, letGo)
  }
  const letGo = () => {
    stop()
    onLetGo?.()
  }
  const attempt = (now: number) => {
    beforeEach?.()
    started ??= now
    heldSince = placePost(feed(), bar, posInSet) ? (heldSince ?? now) : null
    if ((heldSince !== null && now - heldSince >= SETTLE_MS) || now - started >= HOLD_MS) letGo()
    else frame = requestAnimationFrame(attempt)
  }
  for (const type of TAKE_OVER) window.addEventListener(type, letGo, { passive: true })
  attempt(performance.now())
  return stop
}
