/** How far (CSS pixels) a finger must travel sideways before a swipe changes the image. */
export const SWIPE_MIN_DISTANCE = 48

/**
 * The step a finished touch gesture asks for: 1 (next), -1 (previous) or 0 (none). A swipe is
 * mostly horizontal (at least twice as far sideways as up or down, so scrolling the description
 * is never taken for one) and travels at least SWIPE_MIN_DISTANCE. Swiping towards the start of
 * the line (left, or right in a right-to-left language) shows the next image, as a page turns.
 */
export function swipeStep(dx: number, dy: number, rtl = false): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return 0
  const towardsStart = rtl ? dx > 0 : dx < 0
  return towardsStart ? 1 : -1
}
