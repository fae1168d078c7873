/** A post counts as seen once this many pixels of it are on screen (or all of it, if shorter). */
const MIN_VISIBLE_PX = 48

/** The posts of a feed element, in order (cards and placeholders alike). */
export function feedPosts(feed: ParentNode): HTMLElement[] {
  return [...feed.querySelectorAll<HTMLElement>(':scope > [data-feed-page] > [aria-posinset]')]
}

/**
 * The position (aria-posinset) of the topmost post that is on screen below `top` (the bottom of
 * the sticky header), or null. Posts are in document order, so a binary search reads only a few
 * boxes.
 */
export function newestVisiblePost(posts: readonly HTMLElement[], top: number, bottom: number): number | null {
  let low = 0
  let high = posts.length
  while (low < high) {
    const mid = (low + high) >> 1
    const box = posts[mid]!.getBoundingClientRect()
    if (box.bottom > top + Math.min(MIN_VISIBLE_PX, box.height)) high = mid
    else low = mid + 1
  }
  const post = posts[low]
  if (!post) return null
  const box = post.getBoundingClientRect()
  if (box.top > bottom - Math.min(MIN_VISIBLE_PX, box.height)) return null
  const position = Number(post.getAttribute('aria-posinset'))
  return Number.isInteger(position) && position > 0 ? position : null
}

/** Where the reading area starts: the sticky offset of `bar` (just below the header), else 0. */
export function readingTop(bar: HTMLElement | null): number {
  if (!bar) return 0
  const top = parseFloat(getComputedStyle(bar).top)
  return Number.isFinite(top) ? top : 0
}

export const postAt = (feed: HTMLElement, posInSet: number) =>
  feed.querySelector<HTMLElement>(`:scope > [data-feed-page] > [aria-posinset="${posInSet}"]`)

/** The scroll position that brings `post` to the top of the reading area. */
export const scrollTopFor = (post: HTMLElement, bar: HTMLElement | null) =>
  Math.max(0, post.getBoundingClientRect().top + window.scrollY - readingTop(bar))

/**
 * Brings post `posInSet` to the top of the reading area, below the header; with `focus`, also moves
 * the focus there (without a second scroll).
 */
export function scrollToPost(feed: HTMLElement, bar: HTMLElement | null, posInSet: number, focus: boolean): boolean {
  const post = postAt(feed, posInSet)
  if (!post) return false
  window.scrollTo({ top: scrollTopFor(post, bar), left: 0, behavior: 'instant' })
  if (focus) post.focus({ preventScroll: true })
  return true
}
