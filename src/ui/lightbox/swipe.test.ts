import { describe, expect, it } from 'vitest'
import { SWIPE_MIN_DISTANCE, swipeStep } from './swipe'

describe('swipeStep', () => {
  it('a leftward swipe past the threshold shows the next image, a rightward one the previous', () => {
    expect(swipeStep(-SWIPE_MIN_DISTANCE, 0)).toBe(1)
    expect(swipeStep(-120, 10)).toBe(1)
    expect(swipeStep(SWIPE_MIN_DISTANCE, 0)).toBe(-1)
    expect(swipeStep(200, -30)).toBe(-1)
  })

  it('a short movement or a tap changes nothing', () => {
    expect(swipeStep(0, 0)).toBe(0)
    expect(swipeStep(-(SWIPE_MIN_DISTANCE - 1), 0)).toBe(0)
    expect(swipeStep(SWIPE_MIN_DISTANCE - 1, 0)).toBe(0)
  })

  it('a mostly vertical movement (scrolling the description) is not a swipe', () => {
    expect(swipeStep(-60, 40)).toBe(0)
    expect(swipeStep(80, -200)).toBe(0)
    expect(swipeStep(-100, 50)).toBe(1)
  })

  it('right to left: a rightward swipe shows the next image', () => {
    expect(swipeStep(100, 0, true)).toBe(1)
    expect(swipeStep(-100, 0, true)).toBe(-1)
  })
})
